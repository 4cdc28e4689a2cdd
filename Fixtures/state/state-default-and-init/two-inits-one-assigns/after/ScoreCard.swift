import SwiftUI

struct ScoreCard: View {
    @State private var score: Int
    let player: String
    let team: String

    init(player: String, team: String, score: Int) {
        self.player = player
        self.team = team
        self.score = score
    }

    init(player: String) {
        self.player = player
        self.team = "Free agent"
        self.score = 10
        print("Created a card for \(player)")
    }

    init(guest: Bool) {
        self.init(player: "Guest", team: "", score: 0)
    }

    var body: some View {
        Text("\(player) (\(team)): \(score)")
    }
}
