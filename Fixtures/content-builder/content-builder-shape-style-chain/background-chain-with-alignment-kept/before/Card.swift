import SwiftUI

struct Card: View {
    let highlighted: Bool
    var body: some View {
        Text("Card")
            .background(Color.black.opacity(highlighted ? 0.4 : 0.2).blendMode(.multiply), alignment: .topLeading)
            .background(SwiftUI.Color.red.blendMode(.screen).opacity(0.5))
    }
}
