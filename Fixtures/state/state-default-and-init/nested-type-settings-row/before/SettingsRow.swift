import SwiftUI

enum Settings {
    struct Style {
        var accent: String
    }

    struct Row: View {
        @State private var style = Settings.Style(accent: "blue")
        var label = "Row"

        init(label: String, style: Settings.Style) {
            self.label = label
            self.style = style
        }

        init(compact: Bool) {
            print("compact row: \(compact)")
        }

        var body: some View {
            Text(label).foregroundStyle(style.accent == "blue" ? .blue : .primary)
        }
    }
}
