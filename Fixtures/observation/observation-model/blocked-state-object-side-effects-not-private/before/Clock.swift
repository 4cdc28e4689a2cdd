import SwiftUI

final class ClockModel: ObservableObject {
    @Published var ticks = 0
    init() {
        NotificationCenter.default.addObserver(forName: .init("tick"), object: nil, queue: nil) { _ in }
    }
}

struct ClockView: View {
    @StateObject var clock = ClockModel()
    var body: some View { Text("\(clock.ticks)") }
}

struct Host: View {
    var body: some View { ClockView(clock: ClockModel()) }
}
