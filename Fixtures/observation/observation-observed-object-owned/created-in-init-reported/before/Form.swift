import SwiftUI

final class FormModel: ObservableObject {
    @Published var name: String
    init(name: String) { self.name = name }
}

struct TaskForm: View {
    @ObservedObject private var model: FormModel

    init(name: String) {
        self.model = FormModel(name: name)
    }

    var body: some View { Text(model.name) }
}

struct ListForm: View {
    @ObservedObject var model: FormModel

    init(name: String) {
        _model = ObservedObject(wrappedValue: FormModel(name: name))
    }

    var body: some View { Text(model.name) }
}

struct PassedForm: View {
    @ObservedObject var model: FormModel

    init(model: FormModel) {
        self.model = model
    }

    var body: some View { Text(model.name) }
}
