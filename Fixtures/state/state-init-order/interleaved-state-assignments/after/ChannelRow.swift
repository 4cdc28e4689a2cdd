import SwiftUI

struct ChannelRow: View {
    @State private var isPinned: Bool
    @State private var isMuted: Bool
    let title: String
    let channelID: String

    init(channel: Channel) {
        self.title = channel.title
        self.channelID = channel.id
        self.isPinned = channel.isPinned
        self.isMuted = channel.isMuted
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
