import SwiftUI

final class SearchModel: ObservableObject {
    static let shared = SearchModel()
    @Published var query = ""
}

struct SearchView: View {
    @ObservedObject var model = SearchModel.shared
    @ObservedObject var other: SearchModel = .shared
    var body: some View { Text(model.query + other.query) }
}
