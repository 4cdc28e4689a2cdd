import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @ObservedObject var model: SearchModel
    @StateObject private var owned = SearchModel()
    var body: some View { Text(model.query + owned.query) }
}
