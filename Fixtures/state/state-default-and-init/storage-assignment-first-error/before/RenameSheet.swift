import SwiftUI

struct RenameSheet: View {
    @State private var newName = ""
    let original: String

    init(original: String) {
        _newName = State(initialValue: original)
        self.original = original
    }

    var body: some View {
        TextField(original, text: $newName)
    }
}
