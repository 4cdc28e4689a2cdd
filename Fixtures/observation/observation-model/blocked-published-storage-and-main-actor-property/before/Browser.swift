import SwiftUI

final class Browser: ObservableObject {
    @Published var url: String? = nil

    func reset() {
        _url = Published(initialValue: nil)
    }
}

final class Tabs: ObservableObject {
    @MainActor @Published private(set) var hasURL = false
}
