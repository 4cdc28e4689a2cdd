import SwiftUI

// Backticks around an ordinary name mean nothing to Swift, but the macro spells its peers
// from the name as written: the fix removes them.
struct Title: View {
    @State private var title = ""

    var body: some View {
        Text(`title`)
    }
}
