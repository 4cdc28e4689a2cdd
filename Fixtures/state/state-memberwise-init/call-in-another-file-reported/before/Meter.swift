import SwiftUI

struct Meter: View {
    @State var level: Double
    let label: String

    var body: some View {
        Text("\(label) \(level)")
    }
}
