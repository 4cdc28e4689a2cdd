import SwiftUI

struct Shelf: View {
    @Environment(\.library) var library: Library
    @Environment(Account.self) private var account: Account

    var body: some View {
        TextField(account.name, text: Bindable(library).title)
    }
}

struct Root: View {
    @State private var library = Library()
    let account: Account

    var body: some View {
        Shelf()
            .environment(\.library, library)
            .environment(account)
    }
}

extension EnvironmentValues {
    @Entry var library = Library()
}
