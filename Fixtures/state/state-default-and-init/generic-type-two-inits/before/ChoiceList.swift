import SwiftUI

struct ChoiceList<Item: Hashable & CustomStringConvertible>: View {
    @State private var picked = [Item]()
    let items: [Item]

    init(items: [Item], picked: [Item]) {
        self.items = items
        self.picked = picked
    }

    init(single item: Item) {
        self.items = [item]
    }

    var body: some View {
        List(items, id: \.self) { item in
            Text(item.description).bold(picked.contains(item))
        }
    }
}
