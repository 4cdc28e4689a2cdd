import SwiftUI

final class Ticker {}

// `self.timer = nil` on an optional @State that starts as nil changes nothing, today or
// with Xcode 27: no finding, no edit.
struct TimerView: View {
    let label: String
    @State private var timer: Ticker?
    @State private var last: String? = nil

    init(label: String) {
        self.label = label
        self.timer = nil
        self.last = nil
    }

    var body: some View {
        Text(label)
    }
}
