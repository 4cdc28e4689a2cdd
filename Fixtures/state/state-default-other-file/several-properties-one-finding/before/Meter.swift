import SwiftUI

struct Meter: View {
    let label: String
    @State private var isExpanded = false
    @State private var zoom: Double = 1.0
    @State private var unit = "kg"

    init() {
        self.label = "Meter"
    }

    var body: some View {
        Text(label)
    }
}
