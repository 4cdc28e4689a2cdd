import SwiftUI

func describe(_ state: State<Bool>) -> String { "\(state.wrappedValue)" }

struct Switch: View {
    @State private var isOn = false
    var body: some View {
        Text(describe(_isOn))
    }
}
