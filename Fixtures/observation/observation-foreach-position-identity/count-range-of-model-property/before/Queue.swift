import SwiftUI

final class QueueModel: ObservableObject {
    @Published var tracks: [String] = []
}

struct QueueView: View {
    @ObservedObject var queue: QueueModel
    var body: some View {
        VStack {
            ForEach(0..<queue.tracks.count, id: \.self) { index in
                Text(queue.tracks[index])
            }
            ForEach(queue.tracks.indices) { index in
                Text(queue.tracks[index])
            }
        }
    }
}
