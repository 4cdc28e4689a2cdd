import SwiftUI

enum EntryRow {
    case amount, time
}

// Seen in a real app: an optional @State set in an `if` of the initializer. Assigning the
// storage works inside conditions in both worlds (checked with the compile oracle), also when
// the `if` shares its line with the assignment.
struct CarbEntry: View {
    let startsWithAmount: Bool
    @State private var expandedRow: EntryRow?

    init(startsWithAmount: Bool) {
        self.startsWithAmount = startsWithAmount
        if startsWithAmount {
            _expandedRow = State(initialValue: .amount)
        }
    }

    var body: some View {
        Text(startsWithAmount ? "amount" : "time")
    }
}

struct TimeEntry: View {
    let label: String
    @State private var expandedRow: EntryRow?
    let reset: () -> Void

    init(label: String) {
        self.label = label
        self.reset = {}
        if label.isEmpty { self._expandedRow = State(initialValue: .time) }
    }

    var body: some View {
        Text(label)
    }
}
