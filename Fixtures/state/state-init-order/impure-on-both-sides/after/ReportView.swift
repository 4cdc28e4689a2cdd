import SwiftUI

struct ReportView: View {
    @State private var rows: [ReportRow]
    let title: String

    init(store: ReportStore) {
        let initialRows = store.loadRows()
        self.title = store.makeTitle()
        self.rows = initialRows
    }

    var body: some View {
        List(rows) { row in
            Text(row.label)
        }
        .navigationTitle(title)
    }
}
