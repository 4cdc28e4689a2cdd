import SwiftUI

final class ShelfModel {
    var books: [String] = []
}

struct ShelfView: View {
    @State private var model = ShelfModel()

    var body: some View {
        Text("\(model.books.count)")
    }
}
