import SwiftUI

// `Pane2()` here and in Shell.swift calls the init() Swift synthesizes because every stored
// property has a value, not the memberwise initializer: Xcode 27's @State macro keeps it.
// No finding, and no `private init()` (it would break every call in Shell.swift).
struct Pane2: View {
    static let shared = Pane2()
    @State private var shown = false
    var body: some View { Text("x") }
}
