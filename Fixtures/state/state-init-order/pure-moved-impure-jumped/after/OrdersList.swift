import SwiftUI

struct OrdersList: View {
    @State private var isRefreshing: Bool
    let orders: [Order]
    let formatter: DateFormatter

    init(repository: OrderRepository) {
        self.orders = repository.fetchAll()
        self.formatter = DateFormatter.shortDate()
        self.isRefreshing = false
    }

    var body: some View {
        List(orders) { order in
            Text(formatter.string(from: order.date))
        }
        .refreshable { isRefreshing = true }
    }
}
