import SwiftUI

@Observable
final class Counter {
    var count: Int
    var step: Int

    init(count: Int, step: Int = 1) {
        self.count = count
        self.step = step
    }
}

struct CounterView: View {
    var counter: Counter
    var body: some View { Text("\(counter.count)") }
}
