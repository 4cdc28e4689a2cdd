import SwiftUI

struct Badge: View {
    var body: some View {
        Text("Hello")
            // statefix:ignore-next-line content-builder-shape-style-chain
            .overlay(Color.blue.opacity(0.7).blendMode(.overlay))
    }
}
