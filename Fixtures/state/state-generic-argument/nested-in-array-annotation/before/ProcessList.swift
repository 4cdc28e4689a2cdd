import SwiftUI

struct Comparator<Root> {
    init(_ path: PartialKeyPath<Root>) {}
}

struct Process {
    var pid: Int
}

// Whisky's RunningProcessesView shape: the element type of the array is generic, and its
// argument comes only from the literal.
struct ProcessList: View {
    @State private var order: [Comparator] = [Comparator(\Process.pid)]
    @State private var byName: [String: Comparator] = ["pid": Comparator(\Process.pid)]

    var body: some View {
        Text("\(order.count) \(byName.count)")
    }
}
