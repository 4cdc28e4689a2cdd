import SwiftUI
import Combine

final class CartItem: ObservableObject {
    @Published var quantity = 1
}

final class Cart: ObservableObject {
    @Published var items: [CartItem] = []
    private var tokens: [AnyCancellable] = []

    func add(_ item: CartItem) {
        items.append(item)
        tokens.append(item.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

struct CartView: View {
    @StateObject private var cart = Cart()
    var body: some View { Text("\(cart.items.count)") }
}
