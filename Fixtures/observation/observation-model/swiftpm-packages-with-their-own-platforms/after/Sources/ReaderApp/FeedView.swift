import SwiftUI

struct FeedView: View {
    @State private var feed = Feed()
    var body: some View { Text("\(feed.items.count)") }
}
