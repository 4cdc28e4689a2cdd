import SwiftUI

struct NoteEditor: View {
    @State private var text: String
    private let noteID: UUID
    private let onSave: (String) -> Void

    init(noteID: UUID, initialText: String, onSave: @escaping (String) -> Void) {
        // Everything below comes from the caller.

        // Seed the editor with the stored text.
        // The user edits a local copy until Save.
        self.text = initialText // local copy
        self.noteID = noteID
        self.onSave = onSave
    }

    var body: some View {
        TextEditor(text: $text)
            .toolbar {
                Button("Save") { onSave(text) }
            }
    }
}
