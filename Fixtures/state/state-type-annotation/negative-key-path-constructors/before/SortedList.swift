import SwiftUI

struct Row {
    var name: String
}

struct Sorter<Root> {
    init(by path: PartialKeyPath<Root>) {}
}

// A constructor that takes a key path is usually generic over its root: writing the bare name
// as the annotation would be the generic-argument break itself. Left to a person.
struct SortedList: View {
    @State private var order = [Sorter(by: \Row.name)]
    @State private var single = Sorter(by: \Row.name)

    var body: some View {
        Text("\(order.count)")
    }
}
