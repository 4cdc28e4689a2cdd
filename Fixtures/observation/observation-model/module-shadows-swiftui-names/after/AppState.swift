import SwiftUI

@Observable
final class AppState {
    var signedIn = false
}

@Observable
final class ToolbarModel {
    var isEditing = false
}

struct RootView: View {
    @State private var state = AppState()
    var body: some View {
        VStack {
            AccountView()
            ToolbarView()
        }
        .environment(state)
    }
}

struct AccountView: View {
    @SwiftUI.Environment(AppState.self) var state: AppState
    var body: some View { Toggle("Signed in", isOn: Bindable(state).signedIn) }
}

struct ToolbarView: View {
    enum State { case idle, busy }
    @SwiftUI.State private var model = ToolbarModel()
    var body: some View { Text(model.isEditing ? "Editing" : "Done") }
}
