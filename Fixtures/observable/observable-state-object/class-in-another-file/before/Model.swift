import Observation

@MainActor
@Observable
final class Counter: ObservableObject {
    var count = 0
}
