import SwiftUI

final class Library: ObservableObject {
    @Published var books: [String] = []
    @Published private(set) var isLoading = false

    func add(_ title: String) { books.append(title) }
}

struct Shelf: View {
    @StateObject var library = Library()

    var body: some View {
        Text("\(library.books.count) books")
    }
}
