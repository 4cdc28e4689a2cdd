import SwiftUI

struct DebugPanel: View {
    var body: some View {
        VStack {
            Text("Settings")
            Group {
                #if DEBUG
                Text("debug build")
                    .font(.caption)
                #elseif BETA
                Text("beta build")
                #else
                EmptyView()
                #endif
            }
        }
    }
}
