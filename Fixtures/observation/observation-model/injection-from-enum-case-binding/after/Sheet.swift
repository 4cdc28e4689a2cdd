import SwiftUI

@Observable
final class Subscriptions {
    var isPro = false
}

enum Sheet {
    case settings(subscriptions: Subscriptions, title: String)
    case about

    @ViewBuilder
    func makeContent() -> some View {
        switch self {
        case .settings(let subscriptions, _):
            SettingsView().environment(subscriptions)
        case .about:
            Text("About")
        }
    }
}

struct SettingsView: View {
    @Environment(Subscriptions.self) var subscriptions: Subscriptions
    var body: some View { Text(subscriptions.isPro ? "Pro" : "Free") }
}
