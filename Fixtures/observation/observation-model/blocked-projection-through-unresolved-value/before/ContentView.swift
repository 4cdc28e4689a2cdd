import SwiftUI

final class Model: ObservableObject {
    @Published var isOn = false
}

struct ContentView: View {
    @EnvironmentObject var model: Model
    var body: some View { Text(model.isOn ? "on" : "off") }
}

/// 'view' has no type the files can tell: its $model may be ContentView's.
func sheets<V: View>(of view: V, holder: AnyObject) -> some View {
    let found = lookUp(holder)
    return Text("").sheet(isPresented: found.$model.isOn) { Text("Sheet") }
}

func lookUp(_ holder: AnyObject) -> ContentView { fatalError() }

struct Root: View {
    @StateObject private var model = Model()
    var body: some View { ContentView().environmentObject(model) }
}
