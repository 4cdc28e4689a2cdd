import SwiftUI

@Observable
final class LibraryModel {
    var books: [String] = []
}

// The view is re-created often; before iOS 17 `LibraryModel()` runs each time.
struct LibraryView: View {
    // statefix:ignore-next-line state-eager-class-init
    @State private var model = LibraryModel()

    var body: some View {
        Text("\(model.books.count)")
    }
}
