import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @ObservedObject var model = SearchModel() // statefix:ignore observation-observed-object-owned
    var body: some View { Text(model.query) }
}
