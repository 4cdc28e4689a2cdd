import SwiftUI

struct NoteEditor: View {
    let noteID: Int

    /// The text the user is typing; seeded by the caller.
    @State
    private var draft: String // legacy

    init(noteID: Int, initialText: String) {
        self.noteID = noteID
        self.draft = initialText // keep me
    }

    var body: some View {
        TextField("Note \(noteID)", text: $draft)
    }
}
