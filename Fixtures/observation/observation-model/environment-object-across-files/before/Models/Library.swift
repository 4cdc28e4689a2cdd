import Foundation
import Combine

/// The books the app knows about.
final class Library: NSObject, ObservableObject {
    @Published var books: [String] = []
    @Published var title = "Library"
    var lastSync: Date?
}
