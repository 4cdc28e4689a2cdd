import SwiftUI

struct ProcessList: View {
    @State private var order: [Comparator] = [Comparator(\Process.pid)]
    @State private var byName: [String: Comparator]? = ["pid": Comparator(\Process.pid)]

    var body: some View {
        Text("\(order.count) \(byName?.count ?? 0)")
    }
}
