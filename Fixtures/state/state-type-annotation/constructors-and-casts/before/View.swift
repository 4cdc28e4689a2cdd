import SwiftUI

struct Theme {
    var accent = "blue"
}

enum Settings {
    struct Style {
        var compact = false
    }
}

struct Appearance: View {
    @State private var theme = Theme()
    @State private var style = Settings.Style(compact: true)
    @State private var other = Theme.init(accent: "red")
    @State private var scale = 1 as CGFloat

    var body: some View {
        Text("\(theme.accent) \(style.compact) \(other.accent) \(scale)")
    }
}
