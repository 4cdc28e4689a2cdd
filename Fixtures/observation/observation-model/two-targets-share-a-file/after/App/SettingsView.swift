import SwiftUI

struct SettingsView: View {
    @State private var settings = Settings()
    var body: some View { Text("\(settings.names.count)") }
}
