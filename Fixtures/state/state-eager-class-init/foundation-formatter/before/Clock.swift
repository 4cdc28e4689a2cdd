import SwiftUI

struct Clock: View {
    @State private var formatter = DateFormatter()
    @State private var decoder = JSONDecoder.init()

    var body: some View {
        Text(formatter.string(from: Date()))
    }
}
