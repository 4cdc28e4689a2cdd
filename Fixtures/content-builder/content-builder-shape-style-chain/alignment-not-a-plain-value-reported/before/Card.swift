import SwiftUI

struct Card: View {
    let leading: Bool
    var body: some View {
        Text("Card")
            .overlay(Color.black.opacity(0.3).blendMode(.multiply), alignment: leading ? .topLeading : .topTrailing)
    }
}
