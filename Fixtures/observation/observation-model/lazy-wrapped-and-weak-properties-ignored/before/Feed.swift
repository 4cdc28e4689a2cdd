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

final class Feed: ObservableObject {
    static let shared = Feed()
    @Published var items: [String] = []
    lazy var formatter = DateFormatter()
    @Clamped var limit = 20
    weak var delegate: FeedDelegate?
    let id = UUID()
    var count: Int { items.count }
}

struct FeedView: View {
    @ObservedObject var feed = Feed.shared
    var body: some View { Text("\(feed.count)") }
}
