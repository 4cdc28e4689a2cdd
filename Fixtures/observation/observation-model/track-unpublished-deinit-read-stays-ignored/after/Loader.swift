import SwiftUI

@MainActor @Observable
final class Loader {
    var items: [String] = []
    @ObservationIgnored var task: Task<Void, Never>?
    var retries = 0

    func load() {
        task = Task { retries += 1 }
    }

    deinit { task?.cancel() }
}

@MainActor struct LoaderView: View {
    @State private var loader = Loader()
    var body: some View { List(loader.items, id: \.self) { Text($0) }.onAppear { loader.load() } }
}
