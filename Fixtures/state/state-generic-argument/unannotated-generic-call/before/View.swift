import SwiftUI

// No annotation, and the type comes from a generic initializer without arguments.
struct Chips: View {
    @State private var selected = Set(["swift", "ui"])

    var body: some View {
        Text("\(selected.count)")
    }
}
