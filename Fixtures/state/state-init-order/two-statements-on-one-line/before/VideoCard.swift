import SwiftUI

struct VideoCard: View {
    @State private var isPlaying: Bool
    let url: URL

    init(url: URL, autoplay: Bool) {
        self.isPlaying = autoplay; self.url = url
    }

    var body: some View {
        VStack {
            Text(url.lastPathComponent)
            Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
        }
    }
}
