import SwiftUI

final class ShelfModel {
    var count = 0
}

struct ShelfView: View {
    @State private var model = ShelfModel()

    var body: some View {
        Text("\(model.count)")
    }
}
