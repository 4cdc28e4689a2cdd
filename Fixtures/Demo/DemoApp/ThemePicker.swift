import SwiftUI

enum Theme: String, CaseIterable {
    case light, dark
    static let standard = Theme.light
}

// state-default-and-init without an automatic fix: the type of `.standard` cannot be
// known from the text alone, so statefix reports and asks for a type annotation.
struct ThemePicker: View {
    let label: String
    @State private var theme = Theme.standard

    init(label: String, theme: Theme) {
        self.label = label
        self.theme = theme
    }

    var body: some View {
        Text("\(label): \(theme.rawValue)")
    }
}

// Not findings: @StateObject is not @State, and neither is text in comments or strings.
final class Store: ObservableObject {}

struct StoreView: View {
    @StateObject private var store = Store()
    let note = "@State private var x = 0 // not code"

    init(store: Store) {
        _store = StateObject(wrappedValue: store) // @State var y = 1
    }

    var body: some View {
        Text(note)
    }
}
