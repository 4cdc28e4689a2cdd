import SwiftUI

@Observable
final class Settings {
    var volume = 0.5
    var muted = false {
        willSet {
            print("muted: \(newValue)")
        }
    }
    @ObservationIgnored private var saves = 0
}

struct SettingsView: View {
    @Bindable var settings: Settings
    var body: some View { Toggle("Muted", isOn: $settings.muted) }
}
