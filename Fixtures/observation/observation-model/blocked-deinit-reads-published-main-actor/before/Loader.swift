import SwiftUI

@MainActor final class Loader: ObservableObject {
    @Published var progress = 0.0
    private var task: Int?

    deinit {
        print("loaded \(progress)")
    }
}
