import SwiftUI

final class Draft: ObservableObject {
    @Published var text = ""
}

final class Theme: ObservableObject {
    @Published var accent = 0
}

struct Editor: View {
    @ObservedObject var draft: Draft
    var body: some View { Preview(draft: $draft) }
}

struct Preview: View {
    let draft: ObservedObject<Draft>.Wrapper
    var body: some View { Text("") }
}

@propertyWrapper
struct Logged<Value> {
    var wrappedValue: Value
}

struct Palette: View {
    @StateObject @Logged private var theme = Theme()
    var body: some View { Text("") }
}
