import SwiftUI

struct SidebarView: View {
    @EnvironmentObject private var uiState: UIState
    var body: some View { List(selection: $uiState.selection) { Text("Home") } }
}
