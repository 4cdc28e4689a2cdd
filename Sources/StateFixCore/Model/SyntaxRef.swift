import SwiftSyntax

/// A syntax node of a file, held by its place in the tree rather than by the node, so that
/// facts about a file can outlive its tree, be stored in the cache, and be used without
/// parsing the file again. `node` parses the file on first use when its tree is not there
/// (a file made from a cached outcome), so a rule that looks at a node always sees it.
///
/// The place is the node's kind and its UTF-8 range in `file.bytes`, trivia included: no two
/// nodes of one tree share both (a node that wraps another of the same range is of another
/// kind), but for empty nodes of a tree with syntax errors (missing tokens), where the first
/// is taken; such files are never edited. A place does not depend on what the tree holds
/// elsewhere, so facts taken from a
/// skeleton tree (`SkeletonParse`: bodies that no fact reads left out, with every byte
/// offset kept) point to the same nodes of the file's full tree.
package struct SyntaxRef<Node: SyntaxProtocol>: Codable {
    /// The file the node belongs to.
    package let file: SourceFile
    /// The node's kind, as `SyntaxKind` spells it (`"functionCallExpr"`).
    private let kind: String
    /// The node's UTF-8 range in `file.bytes`, trivia included (known without the tree).
    package let range: Range<Int>
    /// The UTF-8 offset after the node's leading trivia, where a finding about it points
    /// (known without the tree).
    package let start: Int

    /// The place of `node`, a node of `file.tree` (or of a skeleton or transient tree of it).
    package init(_ node: Node, in file: SourceFile) {
        self.file = file
        self.kind = SyntaxPlace.name(of: node.kind)
        self.range = node.position.utf8Offset..<node.endPosition.utf8Offset
        self.start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    private var place: SyntaxPlace { SyntaxPlace(kind: kind, range: range) }

    /// The node (parsing the file when its tree is not there).
    package var node: Node { Node(file.node(at: place))! }

    /// The node at this place of `root`, another root over the file's tree (its
    /// `transientTree`): for a walk whose nodes are freed with `root`.
    package func node(in root: SourceFileSyntax) -> Node {
        guard let node = place.node(in: root).flatMap(Node.init) else {
            preconditionFailure("\(file.path): no \(kind) at \(range) of its transient tree")
        }
        return node
    }

    /// Decodes the place; the file is the decoder's `userInfo[.sourceFile]`.
    package init(from decoder: Decoder) throws {
        guard let file = decoder.userInfo[.sourceFile] as? SourceFile else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no source file to decode a syntax reference against"))
        }
        self.file = file
        // One string rather than an array: decoding is most of a warm staged run's time, and
        // a JSON array costs a container per reference.
        let text = try decoder.singleValueContainer().decode(String.self)
        let parts = text.split(separator: " ")
        guard parts.count == 4, let start = Int(parts[1]), let end = Int(parts[2]), let after = Int(parts[3]),
              0 <= start, start <= after, after <= end, end <= file.bytes.count else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a syntax reference outside its file"))
        }
        self.kind = String(parts[0])
        self.range = start..<end
        self.start = after
    }

    /// Encodes the place as `"kind start end start-after-leading-trivia"`.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(kind) \(range.lowerBound) \(range.upperBound) \(start)")
    }
}

/// A fact's syntax node, declared once and held by place: `@Place var declaration:
/// VariableDeclSyntax` is the node (`fact.declaration`, parsing the file when its tree is not
/// there, as `SyntaxRef.node` does) and its place (`fact.$declaration`: `file`, `range`,
/// `start`, `node(in:)`, known without the tree); neither can be set. A fact's memberwise
/// initializer takes a `Place(node, in: file)` (a node alone does not say its file, so there is
/// no `init(wrappedValue:)`). Coded as its `SyntaxRef` alone, under the property's name: no
/// container of its own (decoding is most of a warm staged run's time).
@propertyWrapper
package struct Place<Node: SyntaxProtocol>: Codable {
    /// The node's place.
    package let projectedValue: SyntaxRef<Node>

    /// The place of `node`, a node of `file.tree` (or of a skeleton or transient tree of it).
    package init(_ node: Node, in file: SourceFile) { projectedValue = SyntaxRef(node, in: file) }

    package init(_ place: SyntaxRef<Node>) { projectedValue = place }

    /// The node (parsing the file when its tree is not there).
    package var wrappedValue: Node { projectedValue.node }

    package init(from decoder: Decoder) throws { projectedValue = try SyntaxRef(from: decoder) }

    package func encode(to encoder: Encoder) throws { try projectedValue.encode(to: encoder) }
}

/// `Place` for a node a fact may not have (`@OptionalPlace var initialValue: ExprSyntax?`):
/// `fact.initialValue` is the node or nil, `fact.$initialValue` its place or nil. A fact codes
/// it as it would an optional `SyntaxRef`: the place's string, or no key when there is no node.
@propertyWrapper
package struct OptionalPlace<Node: SyntaxProtocol>: Codable {
    /// The node's place, if there is a node.
    package let projectedValue: SyntaxRef<Node>?

    /// The place of `node`, if any, a node of `file.tree` (or of a skeleton or transient tree of it).
    package init(_ node: Node?, in file: SourceFile) { projectedValue = node.map { SyntaxRef($0, in: file) } }

    package init(_ place: SyntaxRef<Node>?) { projectedValue = place }

    /// The node, if any (parsing the file when its tree is not there).
    package var wrappedValue: Node? { projectedValue?.node }

    package init(from decoder: Decoder) throws {
        projectedValue = try decoder.singleValueContainer().decodeNil() ? nil : SyntaxRef(from: decoder)
    }

    package func encode(to encoder: Encoder) throws {
        if let projectedValue { try projectedValue.encode(to: encoder) } else {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}

extension KeyedDecodingContainer {
    /// An `OptionalPlace` field of a fact: an absent key is no node (what synthesized `Codable`
    /// does for an optional `SyntaxRef`, chosen over the generic `decode` by overloading).
    package func decode<Node>(_ type: OptionalPlace<Node>.Type, forKey key: Key) throws -> OptionalPlace<Node> {
        OptionalPlace(try decodeIfPresent(SyntaxRef<Node>.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// An `OptionalPlace` field of a fact: no key when there is no node (as for an optional
    /// `SyntaxRef`), not `null`.
    package mutating func encode<Node>(_ value: OptionalPlace<Node>, forKey key: Key) throws {
        try encodeIfPresent(value.projectedValue, forKey: key)
    }
}

/// A node's place in a tree: its kind and UTF-8 range, trivia included (see `SyntaxRef`).
package struct SyntaxPlace: Hashable {
    package var kind: String
    package var range: Range<Int>

    /// The name a place gives `kind`.
    static func name(of kind: SyntaxKind) -> String { String(describing: kind) }

    /// The node of `root` at this place, or nil. Found from the token the place starts with
    /// (`token(at:)` descends by position) and then up its ancestors, so it costs a descent,
    /// not a walk; an empty node (no token starts it) is looked for among the nodes that
    /// contain its position.
    package func node(in root: some SyntaxProtocol) -> Syntax? {
        func matches(_ node: Syntax) -> Bool {
            node.position.utf8Offset == range.lowerBound && node.endPosition.utf8Offset == range.upperBound
                && Self.name(of: node.kind) == kind
        }
        if !range.isEmpty, let token = root.token(at: AbsolutePosition(utf8Offset: range.lowerBound)) {
            var current: Syntax? = Syntax(token)
            while let node = current, node.position.utf8Offset >= range.lowerBound, node.endPosition.utf8Offset <= range.upperBound {
                if matches(node) { return node }
                current = node.parent
            }
            return nil
        }
        // An empty node: a depth-first search of the nodes whose range holds its position.
        var stack = [Syntax(root)]
        while let node = stack.popLast() {
            if matches(node) { return node }
            for child in node.children(viewMode: .all).reversed()
            where child.position.utf8Offset <= range.lowerBound && range.upperBound <= child.endPosition.utf8Offset {
                stack.append(child)
            }
        }
        return nil
    }
}

extension SyntaxProtocol {
    /// This node's place in `file`'s tree.
    package func ref(in file: SourceFile) -> SyntaxRef<Self> { SyntaxRef(self, in: file) }
}

extension CodingUserInfoKey {
    /// The `SourceFile` that decoded facts (and their `SyntaxRef`s) belong to.
    package static let sourceFile = CodingUserInfoKey(rawValue: "statefix.sourceFile")!
}

/// Per-file facts that the cache may keep between runs, by the content of the file: they
/// hold values and `SyntaxRef`s (`Place`s), never syntax nodes, and are the same for the same bytes,
/// language mode and build.
package protocol ArchivableFacts: Codable {
    /// The name the facts are stored under (bump `version` when their shape changes).
    static var archiveID: String { get }
}

/// Keeps `ArchivableFacts` of the files as read between runs (the CLI's cache). Files a pass
/// rewrote are never looked up or stored. `facts` may be called from several threads at once
/// (never while `store` runs); `store` from one.
package protocol FileFactsArchive: AnyObject {
    /// The stored facts of `kind` for `file`, decoded against `file`, or nil.
    func facts<F: ArchivableFacts>(_ kind: F.Type, of file: SourceFile) -> F?
    /// Keeps `facts` of `file` for later runs.
    func store<F: ArchivableFacts>(_ facts: F, of file: SourceFile)
}
