import SwiftUI

final class DefaultsStore: ObservableObject {
    @Published var interval = 30
}

// Seen in a real app: the initializer reads a wrapped property (`store`) while building the
// @State's first value. That is allowed today only because `interval` already holds its
// initial value; without it, `self` is incomplete at that point and the build fails.
struct SecurityPanel: View {
    @ObservedObject var store = DefaultsStore()
    @State var interval: Int = 0

    init() {
        _interval = State(wrappedValue: store.interval)
    }

    var body: some View {
        Text("\(interval)")
    }
}

// Several @State values assigned one after the other: all of them lose their initial
// values together, so each assignment becomes an initialization.
struct PlayerControls: View {
    let url: URL
    @State private var volume = 0.5
    @State private var speed = Speed.normal
    @State private var isMuted = false

    init(url: URL, volume: Double, speed: Speed, isMuted: Bool) {
        self.url = url
        self.speed = speed        // `speed` keeps its value (type not inferable): a setter call
        self.volume = volume
        self.isMuted = isMuted
    }

    var body: some View {
        Text(url.absoluteString)
    }
}

enum Speed {
    case slow, normal, fast
}
