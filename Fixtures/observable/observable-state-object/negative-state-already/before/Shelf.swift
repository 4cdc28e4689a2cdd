import Observation
import SwiftUI

@Observable
final class Library {
    var books: [String] = []
}

struct Shelf: View {
    @State private var library = Library()

    var body: some View {
        Text("\(library.books.count) books")
    }
}
