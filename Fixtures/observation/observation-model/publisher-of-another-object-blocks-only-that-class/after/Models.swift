import Combine
import Observation

final class ChoreStore: ObservableObject {
    static let shared = ChoreStore()
    @Published var chores: [String] = []
}

@Observable
final class ChoreListModel {
    var chores: [String] = []
    var filter = ""
    @ObservationIgnored private var token: AnyCancellable?
    private let store = ChoreStore.shared

    init() {
        token = store.$chores.sink { [weak self] in self?.chores = $0 }
    }
}
