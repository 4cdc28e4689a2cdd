import SwiftUI

struct Card: View {
    let tint: Color
    var body: some View {
        Text("Card").overlay(tint.opacity(0.5).blendMode(.multiply))
    }
}
