import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @ObservedObject private var model = SearchModel()
    var body: some View { TextField("Search", text: $model.query) }
}
