import Combine

final class ChoreStore: ObservableObject {
    static let shared = ChoreStore()
    @Published var chores: [String] = []
}

final class ChoreListModel: ObservableObject {
    @Published var chores: [String] = []
    @Published var filter = ""
    private var token: AnyCancellable?
    private let store = ChoreStore.shared

    init() {
        token = store.$chores.sink { [weak self] in self?.chores = $0 }
    }
}
