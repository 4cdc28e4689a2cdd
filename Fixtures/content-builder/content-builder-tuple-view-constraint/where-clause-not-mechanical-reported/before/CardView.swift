import SwiftUI

struct CardView<Content: View>: View {
    let content: Content
    var body: some View { content }
}

extension CardView where Content == VStack<TupleView<(ModifiedView, Text)>> {
    init(title: String, subtitle: String) {
        self.init(content: VStack {
            Text(title).padding()
            Text(subtitle)
        })
    }
}
