import SwiftUI

struct Clock: View {
    @State var formatter = DateFormatter()
    @State var decoder = JSONDecoder.init()

    var body: some View {
        Text(formatter.string(from: Date()))
    }
}
