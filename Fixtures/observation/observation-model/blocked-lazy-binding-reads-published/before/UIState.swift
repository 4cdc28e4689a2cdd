import SwiftUI

final class UIState: ObservableObject {
    @Published var selection: String?
    @Published var query = ""

    /// Made once; its getter reads `selection` each time a view uses it. Under @Observable it
    /// would be @ObservationIgnored (lazy), so a view reading only it would stop updating.
    lazy var isSearchActive: Binding<Bool> = Binding(get: { self.selection == "search" },
                                                     set: { self.selection = $0 ? "search" : nil })

    /// Read once, when it is made: the same before and after.
    lazy var firstQuery: String = { self.query }()
}

struct SearchLink: View {
    @EnvironmentObject var uiState: UIState
    var body: some View {
        Toggle("Search", isOn: uiState.isSearchActive)
        Text(uiState.firstQuery)
    }
}
