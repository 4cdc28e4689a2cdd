import SwiftUI

// `Pane()` calls the init() Swift synthesizes because every stored property has a value,
// not the memberwise initializer: Xcode 27's @State macro keeps it. No finding (a private
// init() added here would break Sidebar.swift).
struct Pane: View {
    static let shared = Pane()
    @State private var shown = false

    var body: some View {
        Text(shown ? "shown" : "hidden")
    }
}
