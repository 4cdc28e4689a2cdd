import SwiftUI

struct Badge: View {
    @State var count: Int
    let label: String

    var body: some View {
        Text("\(label) \(count)")
    }
}

extension Badge {
    init(rounding value: Double, label: String) {
        self.label = label
        self.count = Int(value.rounded())
    }

    // Could call the explicit initializer in Badge+Double.swift: left alone.
    init(label: String) {
        self.init(count: 2.5, label: label)
    }
}
