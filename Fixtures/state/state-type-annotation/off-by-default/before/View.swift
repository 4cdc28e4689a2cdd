import SwiftUI

// Without --annotate-state-types the rule does not run.
struct Plain: View {
    @State private var count = 0
    @State private var names = ["a"]

    var body: some View {
        Text("\(count) \(names.count)")
    }
}
