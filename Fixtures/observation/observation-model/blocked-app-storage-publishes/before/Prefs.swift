import SwiftUI

final class Prefs: ObservableObject {
    static let shared = Prefs()
    @AppStorage("showPopup") var showPopup = false
    @Published var launches = 0
}

struct PopupSettings: View {
    @ObservedObject var prefs = Prefs.shared
    var body: some View {
        VStack {
            Toggle("Show the popup", isOn: $prefs.showPopup)
            Button("Preview") { prefs.launches += 1 }
                .disabled(!prefs.showPopup)
        }
    }
}
