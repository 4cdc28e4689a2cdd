import SwiftUI

final class LibraryModel {
    var books: [String] = []
}

struct LibraryView: View {
    @State private var model = LibraryModel()

    var body: some View {
        Text("\(model.books.count)")
    }
}
