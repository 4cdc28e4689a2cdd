import SwiftUI

// The iOS 27 release notes' example: Set's element type came from the literal.
struct FilterBar: View {
    @State private var picked: Set<String> = ["all"]

    var body: some View {
        Text("\(picked.count)")
    }
}
