import SwiftUI

struct TimerRing: View {
    @State private var seconds = 60
    let label: String
    let color: String

    init(label: String, color: String, seconds: Int) {
        self.label = label
        self.seconds = seconds
        self.color = color
    }

    init(label: String, seconds: Int) {
        self.label = label
        self.color = "orange"
        self.seconds = seconds
    }

    init(label: String) {
        self.label = label
        self.color = "gray"
    }

    var body: some View {
        Text("\(label): \(seconds)s").foregroundStyle(color == "gray" ? .gray : .orange)
    }
}
