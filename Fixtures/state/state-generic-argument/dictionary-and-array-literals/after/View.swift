import SwiftUI

struct Weights: View {
    @State private var weights: Dictionary<String, Int> = ["low": 1, "high": 3]
    @State private var steps: Array<Double> = [0.5, 1.0, 2.0]

    var body: some View {
        Text("\(weights.count) \(steps.count)")
    }
}
