import SwiftUI

protocol FeedDelegate: AnyObject {}

@Observable
final class Feed {
    static let shared = Feed()
    var items: [String] = []
    @ObservationIgnored lazy var formatter = DateFormatter()
    @ObservationIgnored @AppStorage("feed.limit") var limit = 20
    @ObservationIgnored weak var delegate: FeedDelegate?
    let id = UUID()
    var count: Int { items.count }
}

struct FeedView: View {
    var feed = Feed.shared
    var body: some View { Text("\(feed.count)") }
}
