import SwiftUI

enum Settings {
    struct Style {
        var accent: String
    }

    struct Row: View {
        @State private var style: Settings.Style
        var label = "Row"

        init(label: String, style: Settings.Style) {
            self.label = label
            self.style = style
        }

        init(compact: Bool) {
            self.style = Settings.Style(accent: "blue")
            print("compact row: \(compact)")
        }

        var body: some View {
            Text(label).foregroundStyle(style.accent == "blue" ? .blue : .primary)
        }
    }
}
