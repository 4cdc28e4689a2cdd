import Combine
import Observation

@Observable
final class Counter: ObservableObject {
    var count = 0
}
