import SwiftUI

struct StepBadge: View {
    @State private var count = 0
    let label: String

    init(label: String, steps: [Int]) {
        self.label = label
        var count = 0
        for step in steps where step > 0 {
            count += 1
        }
        count = min(count, 99)
        print("\(label): \(count) positive steps")
    }

    var body: some View {
        Text("\(label) \(count)")
    }
}
