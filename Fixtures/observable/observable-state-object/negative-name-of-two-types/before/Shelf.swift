import Observation
import SwiftUI

enum Kids {
    @Observable
    final class Library: ObservableObject {
        var books: [String] = []
    }
}

enum Adults {
    final class Library: ObservableObject {
        @Published var books: [String] = []
    }
}

extension Adults {
    struct Shelf: View {
        @StateObject private var library = Library()

        var body: some View {
            Text("\(library.books.count) books")
        }
    }
}
