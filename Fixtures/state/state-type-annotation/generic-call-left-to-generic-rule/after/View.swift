import SwiftUI

// A generic type called without arguments is state-generic-argument's: annotated once.
struct Chips: View {
    @State private var selected: Set<String> = Set(["swift"])
    @State private var limit: Int = 3

    var body: some View {
        Text("\(selected.count) \(limit)")
    }
}
