import SwiftUI

// The body declares an initializer, so there is no memberwise one to call; the
// extension calls the declared one.
struct Note: View {
    @State private var text: String
    private var title: String

    init(text: String, title: String) {
        self.title = title
        self.text = text
    }

    var body: some View {
        Text(title)
    }
}

extension Note {
    init(title: String) {
        self.init(text: "", title: title)
    }
}
