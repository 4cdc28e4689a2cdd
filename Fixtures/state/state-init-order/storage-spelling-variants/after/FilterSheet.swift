import SwiftUI

struct FilterSheet: View {
    @State private var minPrice: Double
    @State private var sort: SortOrder
    @State private var tags: Set<String>
    @State private var showsSoldOut: Bool
    let catalog: Catalog
    let onApply: () -> Void

    init(catalog: Catalog, defaults: FilterDefaults, onApply: @escaping () -> Void) {
        self.catalog = catalog
        self.onApply = onApply
        minPrice = defaults.minPrice
        _sort = .init(initialValue: .relevance)
        self._tags = State<Set<String>>(wrappedValue: [])
        _showsSoldOut = SwiftUI.State(initialValue: false)
    }

    var body: some View {
        Form {
            Slider(value: $minPrice, in: 0...catalog.maxPrice)
            Toggle("Show sold out", isOn: $showsSoldOut)
            Button("Apply", action: onApply)
        }
    }
}

enum SortOrder {
    case relevance, priceAscending, newest
}
