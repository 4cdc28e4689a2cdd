import SwiftUI

// An optional @State set through its storage before another stored property, with an
// explicit `= nil`: the spelling is already the storage one; only the order breaks Xcode 27.
struct PinnedList: View {
    @State private var pinned: String? = nil
    let items: [String]

    init(items: [String], pinned: String?) {
        self.items = items
        _pinned = .init(initialValue: pinned)
    }

    var body: some View {
        Text("\(items.count) \(pinned ?? "none")")
    }
}
