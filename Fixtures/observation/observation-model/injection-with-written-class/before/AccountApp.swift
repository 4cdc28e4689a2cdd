import SwiftUI

final class Account: ObservableObject {
    @Published var name = ""
}

extension Account {
    static func make() -> Account { Account() }
}

struct Profile: View {
    @EnvironmentObject var account: Account
    var body: some View { Text(account.name) }
}

/// Each injection names its class where it is made: a cast, and a closure's return type.
struct AccountApp: App {
    var body: some Scene {
        WindowGroup {
            Profile().environmentObject({ () -> Account in
                let account = Account()
                account.name = "Preview"
                return account
            }())
        }
        WindowGroup("Second") {
            Profile().environmentObject(Account.make() as Account)
        }
    }
}
