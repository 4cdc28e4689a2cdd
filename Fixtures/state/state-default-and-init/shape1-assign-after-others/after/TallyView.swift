import SwiftUI

// Shape 1: the init assigns the @State property after the other stored
// properties, so today its value is silently dropped.
struct TallyView: View {
    @State private var tally: Int
    private let caption: String

    init(caption: String, start: Int) {
        self.caption = caption
        self.tally = start
    }

    var body: some View {
        Button("\(caption): \(tally)") { tally += 1 }
    }
}
