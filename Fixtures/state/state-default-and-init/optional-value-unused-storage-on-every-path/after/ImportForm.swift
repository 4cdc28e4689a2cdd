import SwiftUI

// Every path of the initializer sets the storage, so the optional's '= 1' is never read and
// can go (Aidoku's LocalFileImportView): without it the property starts as nil, and the
// storage write still gives it the initializer's value.
struct ImportForm: View {
    let title: String
    @State private var chapter: Float?

    init(title: String, parsed: Float?) {
        self.title = title
        self._chapter = State(initialValue: parsed ?? 1)
    }

    var body: some View {
        Text(title)
    }
}
