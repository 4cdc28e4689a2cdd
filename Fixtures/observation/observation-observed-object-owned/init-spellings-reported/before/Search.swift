import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @ObservedObject var a = SearchModel.init()
    @ObservedObject var b: SearchModel = .init()
    @ObservedObject private var c = { SearchModel() }()
    var body: some View { Text(a.query + b.query + c.query) }
}
