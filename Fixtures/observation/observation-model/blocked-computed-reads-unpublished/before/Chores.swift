import SwiftUI

final class ChoreList: ObservableObject {
    @Published var chores: [String] = []
    private var isFiltering = false
    private var cachedTitle: String?

    /// Read by the view: it refreshed on every published change, which picked up isFiltering.
    var filterButtonTitle: String { isFiltering ? "Show finished" : "Hide finished" }

    /// A cache over published state, as in kean/Pulse's listDisplayOptions.
    var title: String {
        if let cachedTitle { return cachedTitle }
        let made = "\(chores.count) chores"
        cachedTitle = made
        return made
    }

    func toggleFilter() {
        isFiltering.toggle()
        chores = chores.reversed()
    }
}

struct ChoresView: View {
    @StateObject private var list = ChoreList()
    var body: some View {
        Button(list.filterButtonTitle) { list.toggleFilter() }
            .navigationTitle(list.title)
    }
}
