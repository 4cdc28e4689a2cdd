import SwiftUI

struct Card: View {
    var body: some View {
        Text("Card").overlay(Color.red.blendMode(.multiply))
    }
}
