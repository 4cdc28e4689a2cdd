import SwiftUI

struct JournalView: View {
    @StateObject private var journal = Journal()
    var body: some View { Text("\(journal.entries.count)") }
}
