import SwiftUI

struct FeedView: View {
    @StateObject private var feed = Feed()
    var body: some View { Text("\(feed.items.count)") }
}
