import SwiftUI

struct LapCounter: View {
    @State private var laps = 0
    private let track: String

    init(track: String, completed: Int) {
        laps = completed
        self.track = track
    }

    var body: some View {
        Text("\(track): \(laps) laps")
    }
}
