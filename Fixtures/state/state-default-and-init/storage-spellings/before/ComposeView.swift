import SwiftUI

enum ComposeMode { case plain, rich }

struct ComposeView: View {
    let recipient: String
    @State private var draft: String = ""
    @State private var note: String = "none"
    @State private var tags: [String] = []
    @SwiftUI.State private var mode: ComposeMode = .plain
    @State private var folder: String = "Inbox"
    @State private var pinned: Bool = false
    @State private var urgency: Int = 0

    init(recipient: String, seed: String, note: String, seedTags: [String], mode: ComposeMode,
         folder: String?, pinned: Bool, urgency: Int) {
        self.recipient = recipient
        _draft = State(initialValue: seed)
        self._note = State(wrappedValue: note)
        _tags = State<[String]>(wrappedValue: seedTags)
        self._mode = .init(initialValue: mode)
        _folder = SwiftUI.State(
            initialValue: folder ?? "Inbox"
        )
        _pinned /* storage */ = State(initialValue: pinned)
        self._urgency = State<Int>(initialValue: /* clamp */ min(urgency, 3))
    }

    var body: some View {
        TextEditor(text: $draft)
    }
}
