import SwiftUI

struct InboxView: View {
    @State private var messages: [Message]
    let account: Account
    let pageSize: Int

    init(account: Account, cache: MessageCache) {
        self.account = account
        self.pageSize = 50
        self.messages = cache.messages(for: account.id)
    }

    var body: some View {
        List(messages.prefix(pageSize)) { message in
            Text(message.subject)
        }
        .navigationTitle(account.name)
    }
}
