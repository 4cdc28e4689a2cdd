import SwiftUI

// Not every stored property is private: Apple documents the loss only for all-private
// structs, so this is a warning, fixed the same way.
struct ScoreRow: View {
    @State var score: Int
    let player: String
    private let team: String

    var body: some View {
        Text("\(player) (\(team)): \(score)")
    }
}

extension ScoreRow {
    init(player: String) {
        self.player = player
        self.team = "free agent"
        self.score = 0
    }
}
