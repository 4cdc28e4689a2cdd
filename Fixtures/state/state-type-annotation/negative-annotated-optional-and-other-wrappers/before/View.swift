import SwiftUI

final class Store: ObservableObject {}

// Already annotated, optional without a value, other wrappers, and text: nothing to do.
struct Fine: View {
    @State private var count: Int = 0
    @State private var selection: String?
    @StateObject private var store = Store()
    @AppStorage("name") private var name = "x"
    let note = "@State private var x = 0"

    var body: some View {
        Text("\(count) \(selection ?? "") \(name) \(note)")
    }
}
