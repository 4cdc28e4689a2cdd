import SwiftUI

@MainActor final class Loader: ObservableObject {
    @Published var items: [String] = []
    var task: Task<Void, Never>?
    var retries = 0

    func load() {
        task = Task { retries += 1 }
    }

    deinit { task?.cancel() }
}

@MainActor struct LoaderView: View {
    @StateObject private var loader = Loader()
    var body: some View { List(loader.items, id: \.self) { Text($0) }.onAppear { loader.load() } }
}
