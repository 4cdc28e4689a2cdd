import SwiftUI

struct Options: View {
    @State private var `default` = 0
    @State private var `in`: Bool = false
    @State private var `self_`: Bool = false

    var body: some View {
        Text("\(`default`) \(`in`) \(self_)")
    }
}
