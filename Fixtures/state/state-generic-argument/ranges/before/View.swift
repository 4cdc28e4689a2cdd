import SwiftUI

struct RangePicker: View {
    @State private var years: ClosedRange = 2000...2030
    @State private var window: Range = 0.0..<1.0

    var body: some View {
        Text("\(years.count) \(window.upperBound)")
    }
}
