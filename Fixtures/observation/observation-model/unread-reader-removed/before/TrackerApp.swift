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
    @EnvironmentObject var tracker: Tracker
    var body: some View { Text("\(tracker.events) events") }
}

struct Detail: View {
    /// Left over from an earlier design.
    @EnvironmentObject var tracker: Tracker
    var body: some View { Text("Detail") }
}

#Preview {
    ContentView()
}
