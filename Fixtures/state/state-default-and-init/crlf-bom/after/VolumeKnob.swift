import SwiftUI

struct VolumeKnob: View {
    @State private var muted: Bool
    let channel: String

    init(channel: String, muted: Bool) {
        self.channel = channel
        self.muted = muted
    }

    init(channel: String) {
        self.channel = channel
        self.muted = false
    }

    var body: some View {
        Toggle(channel, isOn: $muted)
    }
}
