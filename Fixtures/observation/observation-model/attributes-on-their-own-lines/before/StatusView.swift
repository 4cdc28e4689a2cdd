import SwiftUI

struct StatusView: View {
    @ObservedObject
    var state: NetworkState
    var body: some View { Text(state.isOnline ? "online" : "offline") }
}
