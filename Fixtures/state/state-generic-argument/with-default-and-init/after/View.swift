import SwiftUI

// Both rules at once: the initial value goes (state-default-and-init) and the generic
// argument comes from it (state-generic-argument).
struct TagPicker: View {
    let title: String
    @State private var picked: Set<String>

    init(title: String, picked: Set<String>) {
        self.title = title
        self.picked = picked
    }

    var body: some View {
        Text("\(title) \(picked.count)")
    }
}
