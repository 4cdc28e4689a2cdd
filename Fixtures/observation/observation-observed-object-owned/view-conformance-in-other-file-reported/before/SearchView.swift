import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView {
    @ObservedObject var model = SearchModel()
}
