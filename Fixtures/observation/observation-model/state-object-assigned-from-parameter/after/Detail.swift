import SwiftUI

@Observable
final class DetailModel {
    var title: String
    init(title: String) { self.title = title }
}

struct DetailView: View {
    @State private var model: DetailModel

    init(model: DetailModel) {
        _model = State(initialValue: model)
    }

    var body: some View { TextField("Title", text: $model.title) }
}
