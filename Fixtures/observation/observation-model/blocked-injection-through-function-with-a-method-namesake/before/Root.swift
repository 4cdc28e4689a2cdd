import SwiftUI

final class Account: ObservableObject {
    @Published var name = ""
}

func configure<Subject>(_ subject: Subject, _ change: (inout Subject) -> Void) -> Subject {
    var subject = subject
    change(&subject)
    return subject
}

struct Profile: View {
    @EnvironmentObject var account: Account
    var body: some View { Text(account.name) }
}

/// Inside Root, `configure(…)` may mean its own method, whose result statefix does not read:
/// the injection stays unresolved, and so does the class.
struct Root: View {
    var body: some View {
        Profile().environmentObject(configure(Account()) { $0.name = "Root" })
    }

    func configure(_ account: Account, _ change: (inout Account) -> Void) -> Account {
        var account = account
        change(&account)
        return account
    }
}
