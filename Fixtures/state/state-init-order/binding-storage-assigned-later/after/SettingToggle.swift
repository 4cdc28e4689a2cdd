import SwiftUI

struct SettingToggle: View {
    @State private var showsHelp: Bool
    @Binding var isOn: Bool
    let label: String

    init(label: String, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
        self.showsHelp = false
    }

    var body: some View {
        VStack(alignment: .leading) {
            Toggle(label, isOn: $isOn)
            if showsHelp {
                Text("Changes apply after the next sync.")
            }
        }
        .onLongPressGesture { showsHelp.toggle() }
    }
}
