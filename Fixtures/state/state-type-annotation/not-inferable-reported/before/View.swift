import SwiftUI

struct Theme {
    static let shared = Theme()
    var accent = "blue"
}

func makeDefaultName() -> String { "name" }

// Static members, function calls and possibly failable initializers: reported, not guessed.
struct Profile: View {
    @State private var theme = Theme.shared
    @State private var name = makeDefaultName()
    @State private var link = URL(string: "https://example.com")

    var body: some View {
        Text("\(theme.accent) \(name) \(link?.absoluteString ?? "")")
    }
}
