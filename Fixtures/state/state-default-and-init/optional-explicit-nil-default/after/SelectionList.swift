import SwiftUI

// `= nil` on an optional @State: removing it would change nothing, because an optional
// property without an initial value still starts as nil. Reported, not edited.
struct SelectionList: View {
    let items: [String]
    @State private var selection: Int? = nil

    init(items: [String], selection: Int?) {
        self.items = items
        self._selection = State(initialValue: selection)
    }

    var body: some View {
        Text("\(items.count) \(selection ?? -1)")
    }
}
