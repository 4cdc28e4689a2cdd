import SwiftUI
import StatefulMacros

// `@Stateful` comes from a package: it adds `@Published var state`, which these files do not
// show. Under `@Observable` that member would not be tracked, and `RootView` would never leave
// `.loading`: the class stays.
@Stateful
final class RootCoordinator: ObservableObject {
    @Published var title = "Home"

    func load() {
        state = .ready
    }
}

// A global actor of the files is no macro: this class converts.
@globalActor actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
@Observable
final class Store {
    var count = 0
}

struct RootView: View {
    @StateObject private var coordinator = RootCoordinator()
    var store: Store

    var body: some View {
        switch coordinator.state {
        case .loading: ProgressView()
        case .ready: Text(coordinator.title + "\(store.count)")
        }
    }
}
