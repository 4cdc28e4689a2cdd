import SwiftUI

struct Tags: View {
    @State private var tags: [String] = ["a", "b"]
    var body: some View {
        List {
            ForEach(tags.indices, id: \.self) { index in
                Text(tags[index])
            }
        }
    }
}
