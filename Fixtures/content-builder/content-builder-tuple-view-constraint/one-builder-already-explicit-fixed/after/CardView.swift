import SwiftUI

struct CardView<Content: View>: View {
    let content: Content
    var body: some View { content }
}

extension CardView where Content == VStack<TupleView<(Text, Text)>> {
    init(title: String) {
        self.init(content: VStack { TupleView((Text(title), Text("-"))) })
    }

    init(title: String, subtitle: String) {
        self.init(content: VStack { TupleView((Text(title), Text(subtitle))) })
    }
}
