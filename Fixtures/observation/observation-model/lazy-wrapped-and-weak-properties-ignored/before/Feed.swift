import SwiftUI

protocol FeedDelegate: AnyObject {}

final class Feed: ObservableObject {
    static let shared = Feed()
    @Published var items: [String] = []
    lazy var formatter = DateFormatter()
    @AppStorage("feed.limit") var limit = 20
    weak var delegate: FeedDelegate?
    let id = UUID()
    var count: Int { items.count }
}

struct FeedView: View {
    @ObservedObject var feed = Feed.shared
    var body: some View { Text("\(feed.count)") }
}
