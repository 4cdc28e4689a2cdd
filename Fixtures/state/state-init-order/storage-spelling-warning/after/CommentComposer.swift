import SwiftUI

struct CommentComposer: View {
    @State private var draft: String
    private let postID: Int
    private let maxLength: Int

    init(postID: Int, seed: String) {
        self.postID = postID
        self.maxLength = 280
        _draft = State(initialValue: seed)
    }

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Add a comment", text: $draft)
            Text("\(draft.count)/\(maxLength)")
                .font(.caption)
        }
    }
}
