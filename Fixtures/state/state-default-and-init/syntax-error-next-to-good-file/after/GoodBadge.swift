import SwiftUI

struct GoodBadge: View {
    @State private var count: Int
    let label: String

    init(label: String, count: Int) {
        self.label = label
        self.count = count
    }

    var body: some View {
        Text("\(label) \(count)")
    }
}
