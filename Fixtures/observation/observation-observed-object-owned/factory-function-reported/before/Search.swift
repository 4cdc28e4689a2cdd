import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

func makeSearch() -> SearchModel { SearchModel() }

struct SearchView: View {
    @ObservedObject var model = makeSearch()
    var body: some View { Text(model.query) }
}
