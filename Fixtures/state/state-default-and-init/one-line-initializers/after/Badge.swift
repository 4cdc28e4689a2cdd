import SwiftUI

// One-line initializers are common; the old value joins the line after the statement that
// completes `self`, or opens it when there is none.
struct Badge: View {
    let label: String
    @State private var count: Int

    init(label: String, count: Int) { self.label = label; self.count = count }
    init(label: String) { self.label = label; self.count = 0 }
    init() { self.label = ""; self.count = 0 }

    var body: some View {
        Text("\(label) \(count)")
    }
}

struct Pill: View {
    var title = "Pill"
    @State private var isOn: Bool

    init(isOn: Bool) { self.isOn = isOn }
    init() { self.isOn = false; print("made a pill") }

    var body: some View {
        Text(title)
    }
}
