import SwiftUI

struct ChannelRow: View {
    @State private var isPinned: Bool
    @State private var isMuted: Bool
    let title: String
    let channelID: String

    init(channel: Channel) {
        self.isPinned = channel.isPinned
        self.title = channel.title
        self.isMuted = channel.isMuted
        self.channelID = channel.id
    }

    var body: some View {
        HStack {
            Text(title)
            if isPinned { Image(systemName: "pin.fill") }
            if isMuted { Image(systemName: "bell.slash") }
        }
        .id(channelID)
    }
}
