import SwiftUI

final class DeskModel {
    var books: [String] = []
}

struct DeskView: View {
    @State private var model = DeskModel()

    var body: some View {
        Text("\(model.books.count)")
    }
}
