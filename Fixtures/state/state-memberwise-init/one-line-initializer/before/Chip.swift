import SwiftUI

struct Chip: View {
    @State private var isOn: Bool
    private let label: String

    var body: some View {
        Text(label)
    }
}

extension Chip {
    init(label: String) { self.init(isOn: false, label: label) }
}
