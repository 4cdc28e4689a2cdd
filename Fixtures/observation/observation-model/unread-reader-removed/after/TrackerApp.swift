import SwiftUI

@Observable
final class Tracker {
    var events = 0
}

struct TrackerApp: App {
    @State private var tracker = Tracker()
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(tracker)
        }
        WindowGroup {
            Detail()
        }
    }
}

struct ContentView: View {
    @Environment(Tracker.self) var tracker: Tracker
    var body: some View { Text("\(tracker.events) events") }
}

struct Detail: View {
    var body: some View { Text("Detail") }
}

#Preview {
    ContentView()
}
