import SwiftUI

struct SearchField: View {
    @State private var query = ""
    let placeholder: String

    init(placeholder: String, initial: String?) {
        self.placeholder = placeholder
        if let initial {
            self.query = initial
        }
    }

    var body: some View {
        TextField(placeholder, text: $query)
    }
}

struct ProfileHeader: View {
    @State private var nickname = "Anonymous"
    let userID: Int

    init(userID: Int, nickname: String) {
        self.userID = userID
        guard !nickname.isEmpty else { return }
        self.nickname = nickname
    }

    var body: some View {
        Text("\(userID): \(nickname)")
    }
}

struct DiagnosticsPanel: View {
    @State private var verbose = false
    let title: String

    init(title: String) {
        self.title = title
        #if DEBUG
        self.verbose = true
        #endif
    }

    var body: some View {
        Toggle(title, isOn: $verbose)
    }
}
