import SwiftUI

// realm-swift #8828: a property named after the `where` clause it filters with.
struct ResultsFilter: View {
    @State public var `where`: String? = nil

    var body: some View {
        Text(`where` ?? "all")
    }
}
