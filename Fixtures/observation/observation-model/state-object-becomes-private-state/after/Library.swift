import SwiftUI

@Observable
final class Library {
    var books: [String] = []
    private(set) var isLoading = false

    func add(_ title: String) { books.append(title) }
}

struct Shelf: View {
    @State private var library = Library()

    var body: some View {
        Text("\(library.books.count) books")
    }
}
