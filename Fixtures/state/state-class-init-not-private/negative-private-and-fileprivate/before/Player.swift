import SwiftUI

final class PlaybackModel {}

// Already lazy with Xcode 27: private and fileprivate getters.
struct Player: View {
    @State private var model = PlaybackModel()
    @State fileprivate var backup = PlaybackModel()

    var body: some View {
        Text("player")
    }
}
