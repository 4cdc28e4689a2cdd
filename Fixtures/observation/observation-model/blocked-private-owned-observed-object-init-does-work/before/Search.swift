import SwiftUI

final class SearchModel: ObservableObject {
    @Published var recent: [String] = []
    init() { recent = UserDefaults.standard.stringArray(forKey: "recent") ?? [] }
}

struct SearchView: View {
    @ObservedObject private var model = SearchModel()
    var body: some View { Text("\(model.recent.count) recent") }
}
