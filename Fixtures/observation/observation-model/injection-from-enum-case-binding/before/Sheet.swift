import SwiftUI

final class Subscriptions: ObservableObject {
    @Published var isPro = false
}

enum Sheet {
    case settings(subscriptions: Subscriptions, title: String)
    case about

    @ViewBuilder
    func makeContent() -> some View {
        switch self {
        case .settings(let subscriptions, _):
            SettingsView().environmentObject(subscriptions)
        case .about:
            Text("About")
        }
    }
}

struct SettingsView: View {
    @EnvironmentObject var subscriptions: Subscriptions
    var body: some View { Text(subscriptions.isPro ? "Pro" : "Free") }
}
