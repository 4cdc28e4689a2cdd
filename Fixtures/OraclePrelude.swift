// Types that several fixture cases use, compiled into the compile oracle's SwiftUI stand-in
// (both worlds) so that those cases type-check. A case that declares a type of the same name
// shadows the one here. Not a fixture case itself; never scanned by the fixture harness.
import Foundation

public struct User {
    public var isVerified = false
    public var handle = "@someone"
    public var displayName = "Someone"
    public init() {}
}

public struct Account: Identifiable {
    public var id = "account"
    public var name = "Account"
    public init() {}
}

public struct Message: Identifiable {
    public var id = "message"
    public var subject = "Hello"
    public init() {}
}

public final class MessageCache {
    public init() {}
    public func messages(for account: String) -> [Message] { [Message()] }
}

public struct ReportRow: Identifiable {
    public var id = 0
    public var label = "Row"
    public init() {}
}

public final class ReportStore {
    public init() {}
    public func loadRows() -> [ReportRow] { [ReportRow()] }
    public func makeTitle() -> String { "Report" }
}

public struct Channel: Identifiable {
    public var id = "general"
    public var title = "General"
    public var isPinned = false
    public var isMuted = false
    public init() {}
}

public struct Photo: Identifiable {
    public var id = 0
    public var assetName = "photo"
    public init() {}
}

public final class Session: ObservableObject {
    public init() {}
}

public struct Order: Identifiable {
    public var id = 0
    public var date = Date(timeIntervalSince1970: 0)
    public init() {}
}

public final class OrderRepository {
    public init() {}
    public func fetchAll() -> [Order] { [Order()] }
}

public struct Catalog {
    public var maxPrice = 100.0
    public init() {}
}

public struct FilterDefaults {
    public var minPrice = 10.0
    public init() {}
}

extension DateFormatter {
    public static func shortDate() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        return formatter
    }
}
