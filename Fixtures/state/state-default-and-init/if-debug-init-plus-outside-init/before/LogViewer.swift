import SwiftUI

struct LogViewer: View {
    @State private var filter = "all"
    let entries: [String]

    init(entries: [String], filter: String) {
        self.entries = entries
        self.filter = filter
    }

    #if DEBUG
    init(sampleCount: Int) {
        self.entries = (0..<sampleCount).map { "Sample \($0)" }
    }
    #endif

    var body: some View {
        List(entries.filter { filter == "all" || $0.contains(filter) }, id: \.self) { Text($0) }
    }
}
