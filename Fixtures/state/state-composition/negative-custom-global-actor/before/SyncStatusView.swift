import SwiftUI

struct SyncStatusView: View {
    @DatabaseActor @State private var pendingChanges = 0

    var body: some View {
        Label("Pending changes", systemImage: "arrow.triangle.2.circlepath")
    }
}
