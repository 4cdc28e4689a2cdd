import SwiftUI

struct CardView<Content: View>: View {
    let content: Content
    var body: some View { content }
}

extension CardView where Content == HStack<TupleView<(Image, Text)>> {
    init(icon: String, title: String) {
        self.init(content: HStack { TupleView((Image(systemName: icon), Text(title))) })
    }

    init(title: String) {
        self.init(content: HStack { TupleView((Image(systemName: "star"), Text(title))) })
    }

    var preview: some View { HStack { Image(systemName: "x"); Text("y") } }
}
