import SwiftUI

final class Settings: ObservableObject {
    var volume = 0.5 {
        willSet { objectWillChange.send() }
    }
    var muted = false {
        willSet {
            self.objectWillChange.send()
            print("muted: \(newValue)")
        }
    }
    private var saves = 0
}

struct SettingsView: View {
    @ObservedObject var settings: Settings
    var body: some View { Toggle("Muted", isOn: $settings.muted) }
}
