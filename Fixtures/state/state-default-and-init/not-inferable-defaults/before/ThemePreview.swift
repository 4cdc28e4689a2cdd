import SwiftUI

struct Theme {
    static let shared = Theme()
}

enum Spacing { case standard, roomy }

func makeLayout() -> [String] { ["grid"] }

struct ThemePreview: View {
    @State private var theme = Theme.shared
    @State private var helpLink = URL(string: "https://example.com/help")
    @State private var spacing = Spacing.standard
    @State private var layout = makeLayout()
    let caption: String

    init(caption: String, theme: Theme, helpLink: URL?, spacing: Spacing, layout: [String]) {
        self.caption = caption
        self.theme = theme
        self.helpLink = helpLink
        self.spacing = spacing
        self.layout = layout
    }

    var body: some View {
        Text(caption)
    }
}
