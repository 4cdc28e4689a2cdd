import SwiftUI

struct JournalView: View {
    @State private var journal = Journal()
    var body: some View { Text("\(journal.entries.count)") }
}
