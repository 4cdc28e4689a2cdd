import SwiftUI

@Observable
final class Model {
    var isOn = false
}

@Observable
final class RowModel {
    var title = ""
}

struct ContentView: View {
    @Environment(Model.self) var model: Model
    var body: some View {
        Text(model.isOn ? "on" : "off")
            .sheets(of: self)
    }
}

struct Row: View {
    var item: RowModel
    var body: some View { Text(item.title) }
}

private extension View {
    func sheets(of view: ContentView) -> some View {
        sheet(isPresented: Bindable(view.model).isOn) { Text("Sheet") }
    }
}

func editor(for row: Row) -> some View {
    TextField("Title", text: Bindable(row.item).title)
}

struct Root: View {
    @State private var model = Model()
    var body: some View { ContentView().environment(model) }
}
