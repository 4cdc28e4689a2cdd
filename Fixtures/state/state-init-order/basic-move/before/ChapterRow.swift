import SwiftUI

struct ChapterRow: View {
    @State private var isCollapsed: Bool
    let index: Int

    init(index: Int) {
        self.isCollapsed = index > 0
        self.index = index
    }

    var body: some View {
        DisclosureGroup("Chapter \(index + 1)", isExpanded: .constant(!isCollapsed)) {
            Text("Pages")
        }
    }
}
