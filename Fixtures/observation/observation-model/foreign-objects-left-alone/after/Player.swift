import SwiftUI

@Observable
final class Queue {
    var tracks: [String] = []
}

struct PlayerView: View {
    var queue: Queue
    @ObservedObject var session: Session
    var body: some View {
        Text("\(queue.tracks.count)")
            .environmentObject(session)
            .environmentObject(Session())
    }
}
