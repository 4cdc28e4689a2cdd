import SwiftUI

final class Model: ObservableObject {
    @Published var isOn = false
}

final class RowModel: ObservableObject {
    @Published var title = ""
}

struct ContentView: View {
    @EnvironmentObject var model: Model
    var body: some View {
        Text(model.isOn ? "on" : "off")
            .sheets(of: self)
    }
}

struct Row: View {
    @ObservedObject var item: RowModel
    var body: some View { Text(item.title) }
}

private extension View {
    func sheets(of view: ContentView) -> some View {
        sheet(isPresented: view.$model.isOn) { Text("Sheet") }
    }
}

func editor(for row: Row) -> some View {
    TextField("Title", text: row.$item.title)
}

struct Root: View {
    @StateObject private var model = Model()
    var body: some View { ContentView().environmentObject(model) }
}
