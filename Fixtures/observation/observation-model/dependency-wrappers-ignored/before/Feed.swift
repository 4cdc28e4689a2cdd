import SwiftUI
import Factory

final class APIClient {
    func load() -> [String] { ["a"] }
}

extension Container {
    var api: Factory<APIClient> { Factory(self) { APIClient() } }
}

final class Feed: ObservableObject {
    @Injected(\.api) var api: APIClient
    @LazyInjected(\.api) private var backgroundAPI: APIClient
    @Published var items: [String] = []

    func refresh() { items = api.load() + backgroundAPI.load() }
}

struct FeedView: View {
    @StateObject private var feed = Feed()
    var body: some View { Text("\(feed.items.count)") }
}
