import SwiftUI

struct CheckoutForm: View {
    @State private var quantity: Int
    @State private var giftWrap: Bool
    let product: Product
    let currency: String

    init(product: Product, currency: String = "EUR") {
        self.product = product
        self.currency = currency
        self.quantity = 1
        self.giftWrap = false
    }

    var body: some View {
        Form {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            Toggle("Gift wrap", isOn: $giftWrap)
            Text(product.name)
        }
    }
}

struct Product {
    var name: String
}
