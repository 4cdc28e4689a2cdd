import SwiftUI

@propertyWrapper
struct Stateful<Value> {
    var wrappedValue: Value
}

struct ClickCounter: View {
    @Stateful var clicks = 0
    let label: String

    init(label: String, clicks: Int) {
        self.label = label
        self.clicks = clicks
    }

    var body: some View {
        Text("\(label): \(clicks)")
    }
}
