import SwiftUI

// A trailing closure stands for the next stored property.
struct ActionRow: View {
    @State private var isHighlighted: Bool
    private let title: String
    private let action: () -> Void

    var body: some View {
        Button(title, action: action)
    }
}

extension ActionRow {
    init(title: String) {
        self.init(isHighlighted: false, title: title) {
            print("tapped")
        }
    }
}
