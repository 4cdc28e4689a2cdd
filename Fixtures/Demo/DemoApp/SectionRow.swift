import SwiftUI

// state-init-order: @State assigned before the other stored properties.
struct SectionRow: View {
    let index: Int
    let title: String
    @State private var isCollapsed: Bool

    init(index: Int, title: String) {
        // Every section but the first starts collapsed.
        self.isCollapsed = index > 0
        self.index = index
        self.title = title
    }

    var body: some View {
        Text(isCollapsed ? "▸ \(title)" : "▾ \(title)")
    }
}
