import SwiftUI

@Observable
final class Prefs {
    static let shared = Prefs()
    @ObservationIgnored @AppStorage("showPopup") private var _showPopup = false
    var showPopup: Bool {
        get { access(keyPath: \.showPopup); return _showPopup }
        set { withMutation(keyPath: \.showPopup) { _showPopup = newValue } }
    }
    var launches = 0
}

struct PopupSettings: View {
    @Bindable var prefs = Prefs.shared
    var body: some View {
        VStack {
            Toggle("Show the popup", isOn: $prefs.showPopup)
            Button("Preview") { prefs.launches += 1 }
                .disabled(!prefs.showPopup)
        }
    }
}
