import SwiftUI

struct ToolPalette: View {
    @State private var pinned = true
    let tools: [String]

#if DEBUG_TOOLS
    init(tools: [String], pinned: Bool) {
        self.tools = tools + ["Inspector"]
        self.pinned = pinned
    }
#else
    init(tools: [String]) {
        self.tools = tools
    }
#endif

    var body: some View {
        Toggle("Pinned", isOn: $pinned)
    }
}
