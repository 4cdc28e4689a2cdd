import SwiftUI

struct Tags: View {
    let tags: [String]
    private let columns = ["a", "b"]
    var body: some View {
        VStack {
            ForEach(tags.indices, id: \.self) { index in Text(tags[index]) }
            ForEach(Array(columns.enumerated()), id: \.offset) { pair in Text(pair.element) }
        }
    }
}
