import SwiftUI

struct CrashReportView: View {
    @State private var expanded = false
    let report: String

    #if DEBUG
    init(report: String, expanded: Bool) {
        self.report = report
        self.expanded = expanded
    }
    #endif

    var body: some View {
        DisclosureGroup("Report", isExpanded: $expanded) { Text(report) }
    }
}
