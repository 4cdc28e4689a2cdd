import SwiftUI

// An optional @State without an initial value starts as nil (Swift calls
// State(wrappedValue: nil)), so an initializer's assignment behaves as with `= nil`.
struct ContactPicker: View {
    let contacts: [String]
    @State private var selection: String?

    // After the other stored properties: the value is silently discarded today. Assigning
    // the storage instead gives it effect.
    init(contacts: [String], selection: String?) {
        self.contacts = contacts
        self._selection = State(initialValue: selection)
    }

    var body: some View {
        Text(selection ?? "none")
    }
}

struct TagFilter: View {
    let tags: [String]
    @State private var active: Optional<String>

    // Before the other stored properties: kept today only because of the order, and a build
    // error with Xcode 27. Moving it below `tags` would make SwiftUI discard it; the storage
    // spelling keeps it, and goes below `tags` as TN3211 asks.
    init(tags: [String], active: String?) {
        self.tags = tags
        self._active = State(initialValue: active)
    }

    var body: some View {
        Text(active ?? "all")
    }
}

struct DraftView: View {
    let id: Int
    @State private var draft: String?

    // The storage spelling keeps the value in any position; TN3211 still asks for it after
    // the other stored properties (a note, and a move).
    init(id: Int, draft: String?) {
        self.id = id
        _draft = State(initialValue: draft)
    }

    var body: some View {
        Text(draft ?? "")
    }
}
