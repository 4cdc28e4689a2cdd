import SwiftUI

@Observable
final class Account {
    var name = ""
}

extension Account {
    static func make() -> Account { Account() }
}

struct Profile: View {
    @Environment(Account.self) var account: Account
    var body: some View { Text(account.name) }
}

/// Each injection names its class where it is made: a cast, and a closure's return type.
struct AccountApp: App {
    var body: some Scene {
        WindowGroup {
            Profile().environment({ () -> Account in
                let account = Account()
                account.name = "Preview"
                return account
            }())
        }
        WindowGroup("Second") {
            Profile().environment(Account.make() as Account)
        }
    }
}
