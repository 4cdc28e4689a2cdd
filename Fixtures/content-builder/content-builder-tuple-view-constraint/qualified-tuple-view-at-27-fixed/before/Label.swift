import SwiftUI

struct Titled<Content: View>: View {
    let content: Content
    var body: some View { content }
}

extension Titled where Content == SwiftUI.VStack<SwiftUI.TupleView<(Text, Image)>> {
    init(_ title: String) {
        self.init(content: VStack { Text(title); Image(systemName: "star") })
    }
}
