import SwiftUI

final class Model {}

// Below iOS 17 every @State class instance is created eagerly: state-eager-class-init reports it.
struct Screen: View {
    @State var model = Model()

    var body: some View {
        Text("screen")
    }
}
