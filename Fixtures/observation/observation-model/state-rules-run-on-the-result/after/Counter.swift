import SwiftUI

@Observable
final class CounterModel {
    var count: Int
    init(count: Int) { self.count = count }
}

struct CounterView: View {
    @State private var model: CounterModel

    init(start: Int) {
        _model = State(initialValue: CounterModel(count: start))
    }

    var body: some View { Text("\(model.count)") }
}
