import SwiftUI

@Observable
final class Draft {
    var text = ""
    var wordCount = 0
    @ObservationIgnored lazy var cache: [String] = []
}

struct Editor: View {
    @State private var draft = Draft()
    var body: some View { TextField("Text", text: $draft.text) }
}
