import SwiftUI

struct Items: View {
    @State private var text = ""
    var body: some View {
        let words = text.split(separator: " ").map(String.init)
        return VStack {
            ForEach(words.indices, id: \.self) { index in Text(words[index]) }
        }
    }
}
