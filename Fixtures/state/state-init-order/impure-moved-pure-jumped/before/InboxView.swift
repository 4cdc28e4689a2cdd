import SwiftUI

struct InboxView: View {
    @State private var messages: [Message]
    let account: Account
    let pageSize: Int

    init(account: Account, cache: MessageCache) {
        self.messages = cache.messages(for: account.id)
        self.account = account
        self.pageSize = 50
    }

    var body: some View {
        List(messages.prefix(pageSize)) { message in
            Text(message.subject)
        }
        .navigationTitle(account.name)
    }
}
