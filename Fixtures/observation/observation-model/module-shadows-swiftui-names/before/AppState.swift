import SwiftUI

final class AppState: ObservableObject {
    @Published var signedIn = false
}

final class ToolbarModel: ObservableObject {
    @Published var isEditing = false
}

struct RootView: View {
    @StateObject private var state = AppState()
    var body: some View {
        VStack {
            AccountView()
            ToolbarView()
        }
        .environmentObject(state)
    }
}

struct AccountView: View {
    @EnvironmentObject var state: AppState
    var body: some View { Toggle("Signed in", isOn: $state.signedIn) }
}

struct ToolbarView: View {
    enum State { case idle, busy }
    @StateObject private var model = ToolbarModel()
    var body: some View { Text(model.isEditing ? "Editing" : "Done") }
}
