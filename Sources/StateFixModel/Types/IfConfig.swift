import StateFixCore
/// One clause of an `#if` block that encloses a declaration: the block's UTF-8 offset in
/// its file and the clause's index (0 for `#if`, then `#elseif`s and `#else`).
package struct IfConfigClauseRef: Hashable, Sendable, Codable {
    package var file: Int
    package var blockOffset: Int
    package var clause: Int

    package init(file: Int, blockOffset: Int, clause: Int) {
        self.file = file
        self.blockOffset = blockOffset
        self.clause = clause
    }

    /// Decodes `"blockOffset clause"`; the file is the decoder's `userInfo[.sourceFile]`
    /// (a file's index differs from run to run).
    package init(from decoder: Decoder) throws {
        guard let file = decoder.userInfo[.sourceFile] as? SourceFile else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no source file to decode an #if clause against"))
        }
        let values = try decoder.singleValueContainer().decode(String.self).split(separator: " ").compactMap { Int($0) }
        guard values.count == 2 else { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an #if clause")) }
        self.init(file: file.index, blockOffset: values[0], clause: values[1])
    }

    /// Encodes `"blockOffset clause"`.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(blockOffset) \(clause)")
    }
}

/// How a declaration's `#if` clauses relate to another's.
package enum IfConfigRelation {
    /// Both exist in every configuration where the first one exists.
    case together
    /// They never exist in the same configuration (different clauses of one `#if`).
    case exclusive
    /// The second may exist in configurations where the first does not.
    case partly
}

extension Array where Element == IfConfigClauseRef {
    /// Compares the clause path of a declaration (`self`) with that of one that must live
    /// beside it (`other`, e.g. an initializer that would assign a property).
    package func relation(to other: [IfConfigClauseRef]) -> IfConfigRelation {
        for (mine, theirs) in zip(self, other) where mine != theirs {
            if mine.file == theirs.file && mine.blockOffset == theirs.blockOffset { return .exclusive }
            return .partly
        }
        return other.count >= count ? .together : .partly
    }
}

