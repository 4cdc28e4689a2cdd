import SwiftUI

final class FeedModel: ObservableObject {
    @Published var posts: [String] = []
}

struct FeedView: View {
    @StateObject private var model = FeedModel()
    let title: String

    init(title: String, model: FeedModel) {
        _model = StateObject(wrappedValue: model)
        self.title = title
    }

    var body: some View {
        List(model.posts, id: \.self) { Text($0) }
            .navigationTitle(title)
    }
}
