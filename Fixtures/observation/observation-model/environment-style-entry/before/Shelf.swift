import SwiftUI

struct Shelf: View {
    @EnvironmentObject var library: Library
    @EnvironmentObject private var account: Account

    var body: some View {
        TextField(account.name, text: $library.title)
    }
}

struct Root: View {
    @StateObject private var library = Library()
    let account: Account

    var body: some View {
        Shelf()
            .environmentObject(library)
            .environmentObject(account)
    }
}
