import Combine
import Observation
import Observation

@Observable
final class Library {
    var title = "Library"
    init() {}
}

@Observable
final class Account {
    var name: String
    init(name: String) { self.name = name }
}
