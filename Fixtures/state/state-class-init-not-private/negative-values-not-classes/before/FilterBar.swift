import SwiftUI

struct Filter {
    var text = ""
}

enum Sort {
    case name, date
}

// Values are copied, not created once: nothing to report.
struct FilterBar: View {
    @State var filter = Filter()
    @State var sort: Sort = .name
    @State var tags: [String] = []
    @State var count = 0

    var body: some View {
        Text("\(filter.text) \(count) \(tags.count)")
    }
}
