import SwiftUI

// state-default-and-init: the initializer's `start` is silently discarded today.
// The fix removes the initial value, adds the type annotation it needs, and gives the
// other initializer the old value explicitly.
struct TallyView: View {
    let caption: String
    /// How many taps so far.
    @State
    private var tally = 0 // starts at zero

    init(caption: String, start: Int) {
        self.caption = caption
        self.tally = start
    }

    init(caption: String) {
        self.caption = caption
    }

    var body: some View {
        Button("\(caption): \(tally)") { tally += 1 }
    }
}
