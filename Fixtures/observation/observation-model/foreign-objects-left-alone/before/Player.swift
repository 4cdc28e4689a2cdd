import SwiftUI

final class Queue: ObservableObject {
    @Published var tracks: [String] = []
}

struct PlayerView: View {
    @ObservedObject var queue: Queue
    @ObservedObject var session: Session
    var body: some View {
        Text("\(queue.tracks.count)")
            .environmentObject(session)
            .environmentObject(Session())
    }
}
