// A stand-in for apple/swift-markdown: the names that collide with SwiftUI.
public protocol Markup {
    var childCount: Int { get }
}

public struct Document: Markup {
    public init(parsing source: String) {}
    public var childCount: Int { 0 }
}

public protocol MarkupVisitor {
    associatedtype Result
    mutating func visitDocument(_ document: Document) -> Result
}
