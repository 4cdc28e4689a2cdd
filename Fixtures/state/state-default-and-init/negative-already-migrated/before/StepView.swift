import SwiftUI

// Shape 12: already in the Xcode 27 form; nothing to do and nothing is written.
struct StepView: View {
    let label: String
    @State private var step: Int

    init(label: String, step: Int) {
        self.label = label
        self.step = step
    }

    var body: some View {
        Stepper("\(label): \(step)", value: $step)
    }
}
