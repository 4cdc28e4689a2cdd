import SwiftUI

final class Draft: ObservableObject {
    @Published var text = ""
    var wordCount = 0
    lazy var cache: [String] = []
}

struct Editor: View {
    @StateObject private var draft = Draft()
    var body: some View { TextField("Text", text: $draft.text) }
}
