import SwiftUI

struct CounterView: View {
    @MainActor @State @Logged private var taps = 0

    var body: some View {
        Button("Tapped \(taps) times") {
            taps += 1
        }
    }
}
