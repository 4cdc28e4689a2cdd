import SwiftUI

struct StatusView: View {
    var state: NetworkState
    var body: some View { Text(state.isOnline ? "online" : "offline") }
}
