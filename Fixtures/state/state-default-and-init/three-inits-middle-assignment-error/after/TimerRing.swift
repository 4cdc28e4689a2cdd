import SwiftUI

struct TimerRing: View {
    @State private var seconds: Int
    let label: String
    let color: String

    init(label: String, color: String, seconds: Int) {
        self.label = label
        self.color = color
        self.seconds = seconds
    }

    init(label: String, seconds: Int) {
        self.label = label
        self.color = "orange"
        self.seconds = seconds
    }

    init(label: String) {
        self.label = label
        self.color = "gray"
        self.seconds = 60
    }

    var body: some View {
        Text("\(label): \(seconds)s").foregroundStyle(color == "gray" ? .gray : .orange)
    }
}
