import SwiftUI

// Checked out on Windows with core.autocrlf=true.
struct StepIndicator: View {
    @State private var isAnimating: Bool
    let total: Int
    let current: Int

    init(total: Int, current: Int) {
        self.isAnimating = current < total
        self.total = total
        self.current = current
    }

    var body: some View {
        HStack {
            ForEach(0..<total, id: \.self) { step in
                Circle()
                    .fill(step <= current ? Color.accentColor : Color.gray)
                    .frame(width: 8, height: 8)
            }
        }
        .opacity(isAnimating ? 0.6 : 1)
    }
}
