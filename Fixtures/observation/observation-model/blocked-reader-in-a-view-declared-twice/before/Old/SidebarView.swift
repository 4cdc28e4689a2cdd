import SwiftUI

/// A stale copy the app target no longer builds (RedditOS's Sidebar.swift): which copy's `$x`
/// uses belong to the reader cannot be told, so the class stays. (No oracle.txt: the two
/// declarations clash in one module, as they would in one target.)
struct SidebarView: View {
    @EnvironmentObject private var uiState: UIState
    var body: some View { List(selection: $uiState.selection) { Text("Old") } }
}
