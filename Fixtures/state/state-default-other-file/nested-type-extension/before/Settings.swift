import SwiftUI

enum Settings {
    struct Row: View {
        let title: String
        @State fileprivate var isOn = true

        init() {
            self.title = "Row"
        }

        var body: some View {
            Text(title)
        }
    }
}
