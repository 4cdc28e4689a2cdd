import SwiftUI

struct SearchResults: View {
    @State private var query: String
    let scope: SearchScope

    init(query: String, scope: SearchScope) {
        var query = query
        query = query.trimmingCharacters(in: .whitespaces)
        self.scope = scope
        self.query = query
    }

    var body: some View {
        List {
            Text("Results for \(query)")
        }
        .searchable(text: $query)
    }
}

enum SearchScope {
    case all, people, posts
}
