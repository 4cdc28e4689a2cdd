import Combine

final class Library: ObservableObject {
    @Published var title = "Library"
    init() {}
}

final class Account: ObservableObject {
    @Published var name: String
    init(name: String) { self.name = name }
}
