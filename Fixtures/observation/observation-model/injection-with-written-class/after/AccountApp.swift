import SwiftUI

@Observable
final class Account {
    var name = ""
}

extension Account {
    static func make() -> Account { Account() }
}

/// A free function that returns its generic first argument: a call's type is its argument's.
func configure<Subject>(_ subject: Subject, _ change: (inout Subject) -> Void) -> Subject {
    var subject = subject
    change(&subject)
    return subject
}

struct Profile: View {
    @Environment(Account.self) var account: Account
    var body: some View { Text(account.name) }
}

/// Each injection names its class where it is made: a closure's return type, a cast, and the
/// argument of a function that returns it.
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
        WindowGroup("Third") {
            Profile().environment(configure(Account()) { $0.name = "Third" })
        }
    }
}
