import SwiftUI

@propertyWrapper
struct Clamped {
    var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

// state-composition: @State cannot be combined with another property wrapper under Xcode 27.
struct DialView: View {
    @State @Clamped(0...10) private var level = 5

    var body: some View {
        Text("\(level)")
    }
}
