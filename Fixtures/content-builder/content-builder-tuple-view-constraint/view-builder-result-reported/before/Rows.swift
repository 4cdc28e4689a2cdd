import SwiftUI

struct Rows: View {
    var body: some View { header }

    @ViewBuilder
    var header: TupleView<(Text, Image)> {
        Text("Title")
        Image(systemName: "star")
    }
}
