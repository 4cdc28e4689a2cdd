import SwiftUI

struct ShoppingList: View {
    let store: String
    @State private var items: [String] = []

    init(store: String, items: [String]) {
        self.store = store
        _items = .init(initialValue: items)
    }

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .navigationTitle(store)
    }
}
