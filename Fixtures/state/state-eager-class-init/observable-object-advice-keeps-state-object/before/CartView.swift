import SwiftUI

// The class is already an ObservableObject: the advice is '@StateObject', which creates it
// once, with nothing else to change.
final class Cart: ObservableObject {
    @Published var items: [String] = []
}

struct CartView: View {
    @State private var cart = Cart()

    var body: some View {
        Text("\(cart.items.count)")
    }
}
