import SwiftUI

final class Library: ObservableObject {
    @Published var books: [String] = []
}

struct Shelf: View {
    @StateObject private var library = Library()

    var body: some View {
        Text("\(library.books.count) books")
    }
}
