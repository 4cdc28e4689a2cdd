import Foundation
import Combine

@MainActor
final class NetworkState: ObservableObject {
    @Published
    var isOnline = true

    @Published // the last path the monitor reported
    var path: String?

    private let monitor = 1
}
