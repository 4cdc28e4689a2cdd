import SwiftUI

final class DetailModel: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

struct DetailView: View {
    @StateObject private var model: DetailModel

    init(model: DetailModel) {
        _model = StateObject(wrappedValue: model)
    }

    var body: some View { TextField("Title", text: $model.title) }
}
