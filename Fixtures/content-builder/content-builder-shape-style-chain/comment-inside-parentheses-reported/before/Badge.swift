import SwiftUI

struct Badge: View {
    var body: some View {
        Text("Hello").overlay(
            Color.blue.opacity(0.7).blendMode(.overlay) // brand tint
        )
    }
}
