import SwiftUI

// The body declares no initializer, so Swift synthesizes the memberwise one, which uses the
// initial value: the extension's storage assignment does not make it unused.
struct StepperRow: View {
    let title: String
    @State var step = 1

    var body: some View {
        Text("\(title) \(step)")
    }
}

extension StepperRow {
    init(title: String, start: Int) {
        self.title = title
        _step = State(initialValue: start)
    }
}

let defaultRow = StepperRow(title: "Default")
