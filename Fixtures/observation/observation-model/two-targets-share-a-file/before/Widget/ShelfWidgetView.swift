import SwiftUI

struct ShelfWidgetView: View {
    @StateObject private var library = Library()
    var body: some View { Text("\(library.books.count)") }
}
