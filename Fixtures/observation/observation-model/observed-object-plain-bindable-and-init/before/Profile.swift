import SwiftUI

final class Profile: ObservableObject {
    @Published var name = ""
}

struct ProfileRow: View {
    @ObservedObject var profile: Profile
    var body: some View { Text(profile.name) }
}

struct ProfileEditor: View {
    @ObservedObject private var profile: Profile

    init(profile: Profile) {
        _profile = ObservedObject(wrappedValue: profile)
    }

    var body: some View { TextField("Name", text: $profile.name) }
}

struct ProfileCard: View {
    @ObservedObject var profile: Profile

    init(_ profile: Profile) {
        self._profile = ObservedObject(initialValue: profile)
    }

    var body: some View { ProfileRow(profile: profile) }
}
