import SwiftUI

@Observable
final class SearchModel {
    var query = ""
}

struct SearchView: View {
    @State private var model = SearchModel()
    var body: some View { TextField("Search", text: $model.query) }
}
