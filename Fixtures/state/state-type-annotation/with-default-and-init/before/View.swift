import SwiftUI

// state-default-and-init already writes the annotation while removing the value; the
// other property gets it from this rule. No property is annotated twice.
struct Scoreboard: View {
    let team: String
    @State private var score = 0
    @State private var isLive = false

    init(team: String, score: Int) {
        self.team = team
        self.score = score
    }

    var body: some View {
        Text("\(team) \(score) \(isLive)")
    }
}
