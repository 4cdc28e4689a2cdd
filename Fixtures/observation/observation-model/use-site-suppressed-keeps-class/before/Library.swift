import SwiftUI

final class Library: ObservableObject {
    @Published var books: [String] = []
}

struct Shelf: View {
    // statefix:ignore-next-line observation-model
    @StateObject private var library = Library()
    var body: some View { Text("\(library.books.count)") }
}
