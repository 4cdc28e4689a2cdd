import SwiftUI

struct RenameSheet: View {
    @State private var newName: String
    let original: String

    init(original: String) {
        self.original = original
        _newName = State(initialValue: original)
    }

    var body: some View {
        TextField(original, text: $newName)
    }
}
