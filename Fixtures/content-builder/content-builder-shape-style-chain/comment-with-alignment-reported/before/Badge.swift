import SwiftUI

struct Badge: View {
    var body: some View {
        Text("Hello").overlay(Color.red.opacity(0.3).blendMode(.multiply) /* brand */, alignment: .top)
    }
}
