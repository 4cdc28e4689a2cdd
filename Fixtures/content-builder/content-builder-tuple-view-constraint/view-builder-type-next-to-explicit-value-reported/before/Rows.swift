import SwiftUI

struct Rows: View {
    let pair = TupleView((Text("a"), Text("b")))
    var body: some View { rows }

    @ViewBuilder
    var rows: TupleView<(Text, Text)> {
        Text("a")
        Text("b")
    }
}
