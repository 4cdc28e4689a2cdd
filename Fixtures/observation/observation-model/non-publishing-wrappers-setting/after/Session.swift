import SwiftUI
import SecureStorage

@Observable
final class Session {
    @ObservationIgnored @SecureStorage("token") var token = ""
    var isSignedIn = false
}

struct SignInView: View {
    @State private var session = Session()
    var body: some View { Text(session.isSignedIn ? "Welcome" : "Sign in") }
}
