import SwiftUI

struct Rows: View {
    let items = [1, 2]
    var body: some View {
        ForEach(items, id: \.self) { _ in }
    }
}
