import SwiftUI

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
}

struct PlayerScreen: View {
    @StateObject @Clamped private var model = PlayerModel()
    @Stateful @Clamped(0...3) private var speed = 1

    var body: some View {
        Button(model.isPlaying ? "Pause" : "Play") {
            model.isPlaying.toggle()
        }
    }
}
