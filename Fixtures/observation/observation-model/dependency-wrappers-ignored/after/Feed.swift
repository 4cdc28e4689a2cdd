import SwiftUI
import Factory

final class APIClient {
    func load() -> [String] { ["a"] }
}

extension Container {
    var api: Factory<APIClient> { Factory(self) { APIClient() } }
}

@Observable
final class Feed {
    @ObservationIgnored @Injected(\.api) var api: APIClient
    @ObservationIgnored @LazyInjected(\.api) private var backgroundAPI: APIClient
    var items: [String] = []

    func refresh() { items = api.load() + backgroundAPI.load() }
}

struct FeedView: View {
    @State private var feed = Feed()
    var body: some View { Text("\(feed.items.count)") }
}
