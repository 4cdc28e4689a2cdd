import SwiftUI

struct Rows: View {
    var body: some View { pair() }

    func pair() -> TupleView<(Text, Text)> {
        TupleView((Text("a"), Text("b")))
    }

    typealias Pair = TupleView<(Text, Text)>
}
