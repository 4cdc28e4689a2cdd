import Observation
import SwiftUI

@Observable
final class Library: ObservableObject {
    var books: [String] = []
}

struct Shelf: View {
    @StateObject private var library = Library()

    var body: some View {
        Text("\(library.books.count) books")
    }
}
