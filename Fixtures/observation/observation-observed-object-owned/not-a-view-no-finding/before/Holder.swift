import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct Holder {
    @ObservedObject var model = SearchModel()
}
