import SwiftUI

struct CardView<Content: View>: View {
    let content: Content
    var body: some View { content }
}

extension CardView where Content == VStack<TupleContent<Text, Optional<Text>>> {
    init(title: String, subtitle: String?) {
        self.init(content: VStack {
            Text(title)
            subtitle.map { Text($0) }
        })
    }
}
