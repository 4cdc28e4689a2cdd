import SwiftUI

final class Tracker: ObservableObject {
    @Published var events = 0
}

struct TrackerApp: App {
    @StateObject private var tracker = Tracker()
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(tracker)
        }
        WindowGroup {
            Detail()
        }
    }
}

struct ContentView: View {
    var body: some View { Detail() }
}

/// Reads the tracker only when the button is tapped: the second window shows it without one.
struct Detail: View {
    @EnvironmentObject var tracker: Tracker
    var body: some View { Button("Log") { tracker.events += 1 } }
}
