import SwiftUI

final class RuntimeService {
    func installed() -> [String] { [] }
}

/// `service` is set once by the initializer and holds a class: the computed property changes
/// only with `runtimes`, which is published, so the class converts.
final class RuntimesModel: ObservableObject {
    @Published var runtimes: [String] = []
    var service: RuntimeService

    init(service: RuntimeService = RuntimeService()) {
        self.service = service
    }

    var store: RuntimeStore { RuntimeStore(service: service, names: runtimes) }

    func reload() {
        let service = self.service
        runtimes = service.installed()
    }
}

struct RuntimeStore {
    var service: RuntimeService
    var names: [String]
}

/// `filters` is set once too, but it is an array that code changes through its members: the
/// computed property would miss those changes, so this class stays.
final class FilterModel: ObservableObject {
    @Published var query = ""
    var filters: [String]

    init(filters: [String]) {
        self.filters = filters
    }

    var summary: String { query + filters.joined() }

    func clear() { filters.removeAll() }
}

struct RuntimesView: View {
    @StateObject private var model = RuntimesModel()
    @StateObject private var filter = FilterModel(filters: [])
    var body: some View {
        Text("\(model.store.names.count) \(filter.summary)").onAppear { model.reload() }
    }
}
