import SwiftUI
import SecureStorage

final class Session: ObservableObject {
    @SecureStorage("token") var token = ""
    @Published var isSignedIn = false
}

struct SignInView: View {
    @StateObject private var session = Session()
    var body: some View { Text(session.isSignedIn ? "Welcome" : "Sign in") }
}
