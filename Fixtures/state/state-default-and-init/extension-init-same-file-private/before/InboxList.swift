import SwiftUI

struct InboxList: View {
    @State private var unreadOnly = false
    let entries: [String]

    init(entries: [String], unreadOnly: Bool) {
        self.entries = entries
        self.unreadOnly = unreadOnly
    }

    var body: some View {
        Toggle("Unread only", isOn: $unreadOnly)
    }
}

extension InboxList {
    init(messages: [(subject: String, read: Bool)]) {
        self.entries = messages.map { message in
            message.read ? message.subject : "* " + message.subject
        }
        print("built inbox with \(messages.count) messages")
    }
}
