import Foundation
import Combine
import Observation

@MainActor
@Observable
final class NetworkState {
    var isOnline = true

    // the last path the monitor reported
    var path: String?

    private let monitor = 1
}
