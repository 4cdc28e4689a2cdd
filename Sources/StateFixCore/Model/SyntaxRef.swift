import SwiftSyntax

/// A syntax node of a file, held by its place in the tree rather than by the node, so that
/// facts about a file can outlive its tree, be stored in the cache, and be used without
/// parsing the file again. `node` parses the file on first use when its tree is not there
/// (a file made from a cached outcome), so a rule that looks at a node always sees it.
///
/// The place is SwiftSyntax's `SyntaxIdentifier.SyntaxIndexInTree`: the node's position in
/// a pre-order walk of the tree. Parsing the same bytes in the same mode with the same build
/// gives the same tree, which is why the cache's key holds all three.
package struct SyntaxRef<Node: SyntaxProtocol>: Codable {
    /// The file the node belongs to.
    package let file: SourceFile
    private let index: UInt64
    /// The node's UTF-8 range in `file.bytes`, trivia included (known without the tree).
    package let range: Range<Int>

    /// The place of `node`, a node of `file.tree`.
    package init(_ node: Node, in file: SourceFile) {
        self.file = file
        self.index = node.id.indexInTree.toOpaque()
        self.range = node.position.utf8Offset..<node.endPosition.utf8Offset
    }

    /// The node (parsing the file when its tree is not there).
    package var node: Node { Node(file.node(at: index))! }

    /// The node at this place of `root`, another root over the file's tree (its
    /// `transientTree`): for a walk whose nodes are freed with `root`.
    package func node(in root: SourceFileSyntax) -> Node {
        guard let node = SourceFile.node(at: index, in: root).flatMap(Node.init) else {
            preconditionFailure("\(file.path): no node at place \(index) of its transient tree")
        }
        return node
    }

    /// Decodes the place; the file is the decoder's `userInfo[.sourceFile]`.
    package init(from decoder: Decoder) throws {
        guard let file = decoder.userInfo[.sourceFile] as? SourceFile else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no source file to decode a syntax reference against"))
        }
        self.file = file
        // One string rather than an array of three numbers: decoding is most of a warm
        // staged run's time, and a JSON array costs a container per reference.
        let text = try decoder.singleValueContainer().decode(String.self)
        let values = text.split(separator: " ").compactMap { UInt64($0) }
        guard values.count == 3, values[1] <= values[2], values[2] <= UInt64(file.bytes.count) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a syntax reference outside its file"))
        }
        self.index = values[0]
        self.range = Int(values[1])..<Int(values[2])
    }

    /// Encodes the place and the range as `"index start end"`.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(index) \(range.lowerBound) \(range.upperBound)")
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
/// hold values and `SyntaxRef`s, never syntax nodes, and are the same for the same bytes,
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
