import SwiftUI

struct SettingsView: View {
    @StateObject private var settings = Settings()
    var body: some View { Text("\(settings.names.count)") }
}
