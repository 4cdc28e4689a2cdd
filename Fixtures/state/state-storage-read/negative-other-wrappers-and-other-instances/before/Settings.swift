import SwiftUI

final class Model: ObservableObject {}

struct Settings: View {
    @Binding var isOn: Bool
    @StateObject private var model = Model()
    @State private var name = ""

    var body: some View {
        Text(name).onAppear {
            let binding = _isOn
            print(binding.wrappedValue, _model.wrappedValue)
        }
    }

    func same(as other: Settings) -> Bool {
        other.name == name
    }
}
