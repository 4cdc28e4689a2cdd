import SwiftUI

final class Counter: ObservableObject {
    @Published var count: Int
    @Published var step: Int

    init(count: Int, step: Int = 1) {
        _count = Published(initialValue: count)
        self._step = .init(wrappedValue: step)
    }
}

struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("\(counter.count)") }
}
