import SwiftUI

@Observable
final class LibraryModel {
    var books: [String] = []
}

// The view is re-created often; before iOS 17 `LibraryModel()` runs each time.
struct LibraryView: View {
    @State private var model = LibraryModel()

    var body: some View {
        Text("\(model.books.count)")
    }
}
