import SwiftUI

@Observable
final class UserSettings {
    var title = "Settings"
}

struct Holder {
    var settings = UserSettings()
}

/// Shown by code outside the files too, which need not inject anything: the private reader is
/// read nowhere (another type's `holder.settings` is not it).
public struct SettingsView: View {
    let holder = Holder()
    public var body: some View { Text(holder.settings.title) }
}
