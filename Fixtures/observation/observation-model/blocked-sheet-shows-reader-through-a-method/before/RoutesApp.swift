import SwiftUI

final class Session: ObservableObject {
    @Published var route: Route?
    @Published var user = ""
}

enum Route: Identifiable {
    case profile
    var id: Int { 0 }

    @ViewBuilder
    func makeView() -> some View {
        switch self {
        case .profile: ProfileView()
        }
    }
}

struct ProfileView: View {
    @EnvironmentObject var session: Session
    var body: some View {
        Button("Sign out") { session.user = "" }
    }
}

struct Home: View {
    @EnvironmentObject var session: Session
    var body: some View { Text(session.user) }
}

/// The sheet sits outside the injection, and its content is made by a method of the route:
/// ProfileView trapped only when its button was tapped; @Environment(Session.self) would trap
/// as soon as the sheet opens. The class stays.
struct RoutesApp: App {
    @StateObject private var session = Session()
    var body: some Scene {
        WindowGroup {
            Home()
                .environmentObject(session)
                .sheet(item: $session.route) { $0.makeView() }
        }
    }
}
