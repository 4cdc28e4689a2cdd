import SwiftUI

final class Stopwatch: ObservableObject {
    @Published var seconds = 0
}

struct Observe<Model: ObservableObject, Content: View>: View {
    @ObservedObject var model: Model
    let content: (Model) -> Content
    var body: some View { content(model) }
}

struct TimerView: View {
    @StateObject private var timer = Stopwatch()
    var body: some View { Observe(model: timer) { Text("\($0.seconds)") } }
}
