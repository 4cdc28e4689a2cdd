import SwiftUI

// A generic type called without arguments is state-generic-argument's: annotated once.
struct Chips: View {
    @State private var selected = Set(["swift"])
    @State private var limit = 3

    var body: some View {
        Text("\(selected.count) \(limit)")
    }
}
