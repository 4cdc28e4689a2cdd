import SwiftUI

struct Counter: View {
    @State private var count: Int
    init(start: Int) { _count = State(initialValue: start) }
    var body: some View {
        Text("\(_count.wrappedValue)")
    }
}
