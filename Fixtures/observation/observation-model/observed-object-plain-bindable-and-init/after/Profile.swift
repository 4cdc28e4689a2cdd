import SwiftUI

@Observable
final class Profile {
    var name = ""
}

struct ProfileRow: View {
    var profile: Profile
    var body: some View { Text(profile.name) }
}

struct ProfileEditor: View {
    @Bindable private var profile: Profile

    init(profile: Profile) {
        _profile = Bindable(wrappedValue: profile)
    }

    var body: some View { TextField("Name", text: $profile.name) }
}

struct ProfileCard: View {
    var profile: Profile

    init(_ profile: Profile) {
        self.profile = profile
    }

    var body: some View { ProfileRow(profile: profile) }
}
