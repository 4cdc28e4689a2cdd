import SwiftUI

struct Tags: View {
    @State private var tags: [String] = []
    var body: some View {
        VStack {
            // statefix:ignore-next-line observation-foreach-position-identity
            ForEach(tags.indices, id: \.self) { index in Text(tags[index]) }
        }
    }
}
