import SwiftUI

struct LoginForm: View {
    @State private var email: String
    @FocusState private var isEmailFocused: Bool
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject private var session: Session
    @Namespace private var animation
    var maxAttempts = 3
    var errorMessage: String?

    init(prefilledEmail: String, maxAttempts: Int, errorMessage: String?) {
        self.email = prefilledEmail
        self.maxAttempts = maxAttempts
        self.errorMessage = errorMessage
    }

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($isEmailFocused)
            if let errorMessage {
                Text(errorMessage).foregroundStyle(.red)
            }
            Button("Cancel") { dismiss() }
        }
    }
}
