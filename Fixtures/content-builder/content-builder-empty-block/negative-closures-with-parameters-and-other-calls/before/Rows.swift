import SwiftUI

struct Rows: View {
    let items = [1, 2]
    var body: some View {
        List(items, id: \.self) { _ in EmptyView() }
            .onAppear {}
            .toolbar { Text("t") }
    }
}
