import SwiftUI

struct Deck: View {
    var body: some View {
        Card()
    }
}
