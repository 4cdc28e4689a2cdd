import SwiftUI

struct Detail: View {
    var body: some View {
        Group {
            // filled in by the next release
            EmptyView()
        }
        Section("Store") { // TODO: load this info async
            EmptyView()
        }
        Section { /* later */ }
    }
}
