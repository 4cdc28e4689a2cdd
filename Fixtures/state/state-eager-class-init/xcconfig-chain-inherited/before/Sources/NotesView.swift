import SwiftUI

final class NotesModel {
    var books: [String] = []
}

struct NotesView: View {
    @State private var model = NotesModel()

    var body: some View {
        Text("\(model.books.count)")
    }
}
