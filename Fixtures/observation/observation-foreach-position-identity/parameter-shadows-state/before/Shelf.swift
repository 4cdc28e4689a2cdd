import SwiftUI

struct Shelf: Hashable {
    var titles: [String]
}

struct ShelfView: View {
    @State private var shelf = Shelf(titles: ["a", "b"])

    var body: some View {
        List {
            row(for: Shelf(titles: ["c"]))
            // The state itself, unshadowed: reported.
            ForEach(shelf.titles.indices, id: \.self) { index in
                Text(shelf.titles[index])
            }
        }
    }

    // `shelf` here is the parameter, not the @State: its titles are fixed for this call.
    func row(for shelf: Shelf) -> some View {
        ForEach(shelf.titles.indices, id: \.self) { index in
            Text(shelf.titles[index])
        }
    }
}
