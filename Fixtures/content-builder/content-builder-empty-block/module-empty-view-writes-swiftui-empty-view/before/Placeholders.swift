import Foundation

/// The module's own placeholder, which an unqualified EmptyView() in SwiftUI content would name.
final class EmptyView {
    let message = "Nothing here yet"
}
