import SwiftUI

struct ProfileHeader: View {
    @State private var isFollowing: Bool
    let user: User
    let subtitle: String

    init(user: User, isFollowing: Bool) {
        self.isFollowing = isFollowing
        self.user = user
        if user.isVerified {
            self.subtitle = "Verified"
        } else {
            self.subtitle = user.handle
        }
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(user.displayName)
                Text(subtitle).foregroundStyle(.secondary)
            }
            Spacer()
            Button(isFollowing ? "Following" : "Follow") {
                isFollowing.toggle()
            }
        }
    }
}
