import SwiftUI

final class SearchState: ObservableObject {
    @Published var query = ""

    /// Reads `query` once, when it is made: a view sees the same value before and after.
    lazy var firstQuery: String = { self.query.uppercased() }()
}

struct SearchField: View {
    @StateObject private var state = SearchState()
    var body: some View {
        TextField(state.firstQuery, text: $state.query)
    }
}
