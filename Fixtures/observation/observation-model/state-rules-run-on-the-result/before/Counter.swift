import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count: Int
    init(count: Int) { self.count = count }
}

struct CounterView: View {
    @StateObject private var model = CounterModel(count: 0)

    init(start: Int) {
        _model = StateObject(wrappedValue: CounterModel(count: start))
    }

    var body: some View { Text("\(model.count)") }
}
