import SwiftUI

struct LapCounter: View {
    @State private var laps: Int
    private let track: String

    init(track: String, completed: Int) {
        self.track = track
        laps = completed
    }

    var body: some View {
        Text("\(track): \(laps) laps")
    }
}
