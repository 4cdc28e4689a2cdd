import Foundation
import Combine
import Observation

/// The books the app knows about.
@Observable
final class Library: NSObject {
    var books: [String] = []
    var title = "Library"
    @ObservationIgnored var lastSync: Date?
}
