import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @StateObject var model = SearchModel()
    var body: some View { Text(model.query) }
}
