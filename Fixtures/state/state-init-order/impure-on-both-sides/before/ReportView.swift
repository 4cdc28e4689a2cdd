import SwiftUI

struct ReportView: View {
    @State private var rows: [ReportRow]
    let title: String

    init(store: ReportStore) {
        self.rows = store.loadRows()
        self.title = store.makeTitle()
    }

    var body: some View {
        List(rows) { row in
            Text(row.label)
        }
        .navigationTitle(title)
    }
}
