import SwiftUI

protocol FeedDelegate: AnyObject {}

/// Declared here, without the enclosing-instance subscript: it cannot publish.
@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(wrappedValue, 100) }
    var wrappedValue: Int {
        get { value }
        set { value = min(newValue, 100) }
    }
}

@Observable
final class Feed {
    static let shared = Feed()
    var items: [String] = []
    @ObservationIgnored lazy var formatter = DateFormatter()
    @ObservationIgnored @Clamped var limit = 20
    @ObservationIgnored weak var delegate: FeedDelegate?
    let id = UUID()
    var count: Int { items.count }
}

struct FeedView: View {
    var feed = Feed.shared
    var body: some View { Text("\(feed.count)") }
}
