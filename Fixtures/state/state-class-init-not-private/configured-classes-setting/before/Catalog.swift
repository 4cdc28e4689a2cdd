import SwiftUI

enum Kit {
    // Imagine this class comes from another module: statefix cannot see it, the setting names it.
    final class Store {}
}

struct Catalog: View {
    @State var store = Kit.Store()

    var body: some View {
        Text("catalog")
    }
}
