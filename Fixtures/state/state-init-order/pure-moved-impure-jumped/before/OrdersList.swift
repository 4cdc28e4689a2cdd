import SwiftUI

struct OrdersList: View {
    @State private var isRefreshing: Bool
    let orders: [Order]
    let formatter: DateFormatter

    init(repository: OrderRepository) {
        self.isRefreshing = false
        self.orders = repository.fetchAll()
        self.formatter = DateFormatter.shortDate()
    }

    var body: some View {
        List(orders) { order in
            Text(formatter.string(from: order.date))
        }
        .refreshable { isRefreshing = true }
    }
}
