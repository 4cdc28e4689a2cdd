import SwiftUI

struct Tags: View {
    @State private var tags: [String] = []
    var body: some View {
        ForEach(tags.indices, id: \.self) { i in Text(tags[i]) }
    }
}
