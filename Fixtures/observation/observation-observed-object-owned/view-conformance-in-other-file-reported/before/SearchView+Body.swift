import SwiftUI

// The View conformance is declared in another file than the property.
extension SearchView: View {
    var body: some View { Text(model.query) }
}
