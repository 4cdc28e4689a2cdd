// The compile oracle has no LibraryKit module, so this case has no oracle.txt.
import LibraryKit
import SwiftUI

struct Shelf: View {
    @StateObject private var library = Library()

    var body: some View {
        Text("\(library.books.count) books")
    }
}
