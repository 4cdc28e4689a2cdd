import SwiftUI

struct CardView<Content: View>: View {
    let content: Content
    var body: some View { content }
}

extension CardView where Content == VStack<TupleView<(Text, TupleView<(Text, Text)>)>> {}
