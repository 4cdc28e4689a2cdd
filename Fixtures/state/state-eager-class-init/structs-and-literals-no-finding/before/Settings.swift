import SwiftUI

struct Options {
    var compact = false
}

final class Cache {}

// Structs, literals and annotated classes without a constructor call: nothing to say.
struct SettingsView: View {
    @State private var options = Options()
    @State private var count = 0
    @State private var cache: Cache?
    @StateObject private var store = Store()

    var body: some View {
        Text("\(count)")
    }
}

final class Store: ObservableObject {}
