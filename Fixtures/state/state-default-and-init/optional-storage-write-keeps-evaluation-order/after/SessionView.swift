import SwiftUI

final class Store {
    var name: String { "store" }
    func load() -> String? { "loaded" }
}

struct Logger {
    init(label: String) {}
}

// The optional @State is assigned first, from a call; the storage spelling statefix writes
// goes after every other stored property, and the call still runs first (into a local).
struct SessionView: View {
    @State private var session: String?
    let log: Logger

    init(store: Store) {
        let initialSession = store.load()
        self.log = Logger(label: store.name)
        self._session = State(initialValue: initialSession)
    }

    var body: some View {
        Text(session ?? "none")
    }
}
