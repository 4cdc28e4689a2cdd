import SwiftUI

struct Item: Identifiable {
    var id: Int
    var name: String
}

struct Items: View {
    @State private var items: [Item] = []
    var body: some View {
        VStack {
            ForEach(items) { item in Text(item.name) }
            ForEach(Array(items.enumerated()), id: \.element.id) { pair in Text("\(pair.offset) \(pair.element.name)") }
            ForEach(items, id: \.id) { item in Text(item.name) }
        }
    }
}
