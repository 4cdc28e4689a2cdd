import SwiftUI

final class ItemsModel: ObservableObject {
    @Published var items: [String] = []
}

struct ItemsView: View {
    @StateObject private var model: ItemsModel

    init(model: @autoclosure @escaping () -> ItemsModel) {
        _model = StateObject(wrappedValue: model())
    }

    var body: some View { Text("\(model.items.count)") }
}
