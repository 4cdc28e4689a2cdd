import Observation
import SwiftUI

@Observable
final class Library: ObservableObject {
    var books: [String] = []
    static func make() -> Library { Library() }
}

struct Shelf: View {
    @StateObject private var library = Library.make()

    var body: some View {
        Text("\(library.books.count) books")
    }
}
