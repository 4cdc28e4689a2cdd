import SwiftUI

struct Card: View {
    let tint: Color
    var body: some View {
        Text("Card")
            .background(Color.gray.opacity(0.2))
            .overlay(Color.black.opacity(0.3))
            .overlay { Color.blue.opacity(0.7).blendMode(.overlay) }
            .background(alignment: .top) { Color.red.opacity(0.5).blendMode(.multiply) }
            .background(Color.black.opacity(0.3).blendMode(.multiply), ignoresSafeAreaEdges: .top)
            .background(.ultraThinMaterial)
            .foregroundColor(Color.white.opacity(0.5))
            .background(Color.gray.opacity(0.5).opacity(0.5))
    }
}
