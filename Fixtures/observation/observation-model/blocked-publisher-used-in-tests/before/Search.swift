import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @StateObject private var model = SearchModel()
    var body: some View { TextField("Search", text: $model.query) }
}
