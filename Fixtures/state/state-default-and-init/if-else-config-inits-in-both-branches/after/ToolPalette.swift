import SwiftUI

struct ToolPalette: View {
    @State private var pinned: Bool
    let tools: [String]

#if DEBUG_TOOLS
    init(tools: [String], pinned: Bool) {
        self.tools = tools + ["Inspector"]
        self.pinned = pinned
    }
#else
    init(tools: [String]) {
        self.tools = tools
        self.pinned = true
    }
#endif

    var body: some View {
        Toggle("Pinned", isOn: $pinned)
    }
}
