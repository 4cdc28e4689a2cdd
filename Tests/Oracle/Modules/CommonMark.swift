// A stand-in for swift-commonmark: its Document class.
public final class Document {
    public init(_ markdown: String) {}
    public var description: String { "" }
}
