import SwiftUI

@Observable
final class SearchState {
    var query = ""

    /// Reads `query` once, when it is made: a view sees the same value before and after.
    @ObservationIgnored lazy var firstQuery: String = { self.query.uppercased() }()
}

struct SearchField: View {
    @State private var state = SearchState()
    var body: some View {
        TextField(state.firstQuery, text: $state.query)
    }
}
