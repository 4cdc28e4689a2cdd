import SwiftUI

struct Outer: View {
    @State private var value = 1

    struct Inner {
        var _value = 2
        func read() -> Int { _value }
    }

    var body: some View { Text("\(value) \(Inner().read())") }
}
