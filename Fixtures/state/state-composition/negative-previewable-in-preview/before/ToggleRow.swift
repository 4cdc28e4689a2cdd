import SwiftUI

struct ToggleRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}

#Preview {
    @Previewable @State var isOn = true
    ToggleRow(title: "Wi-Fi", isOn: $isOn)
}
