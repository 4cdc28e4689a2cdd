import Observation
import SwiftUI

enum Settings {
    @Observation.Observable
    final class Model: ObservableObject {
        var isOn = false
    }
}

struct SettingsView: View {
    @SwiftUI.StateObject private var model = Settings.Model()

    var body: some View {
        Text(model.isOn ? "on" : "off")
    }
}
