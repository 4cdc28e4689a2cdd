import SwiftUI

struct Detail: View {
    var body: some View {
        Group {
            // filled in by the next release
        }
        Section("Store") { // TODO: load this info async
        }
        Section { /* later */ }
    }
}
