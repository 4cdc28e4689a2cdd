/// One replacement of a byte range in a file's original bytes.
///
/// `range` is in UTF-8 offsets into the original file (BOM included); an empty range is an
/// insertion. Edits of one file are applied together, once, against the original bytes.
public struct SourceEdit: Hashable, Sendable {
    /// Index of the file in the run (`SourceFile.index`).
    public var file: Int
    /// UTF-8 offsets into the original bytes.
    public var range: Range<Int>
    /// The new text.
    public var replacement: String

    public init(file: Int, range: Range<Int>, replacement: String) {
        self.file = file
        self.range = range
        self.replacement = replacement
    }

    /// True when the two edits touch the same bytes. Insertions at the same offset, and an
    /// insertion at either end of a replaced range, do not overlap: they are applied in order.
    public func overlaps(_ other: SourceEdit) -> Bool {
        guard file == other.file else { return false }
        if range.isEmpty || other.range.isEmpty {
            let point = range.isEmpty ? range.lowerBound : other.range.lowerBound
            let span = range.isEmpty ? other.range : range
            return span.lowerBound < point && point < span.upperBound
        }
        return range.overlaps(other.range)
    }
}

/// Applies edits to bytes.
public enum EditApplier {
    /// Applies `edits` (all of one file, none overlapping) to `bytes`.
    ///
    /// Edits are ordered by start offset; edits at the same offset keep the order given
    /// (insertions first, then a replacement starting there).
    /// - Precondition: no two edits overlap (see `SourceEdit.overlaps`).
    public static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted { lhs, rhs in
            if lhs.element.range.lowerBound != rhs.element.range.lowerBound {
                return lhs.element.range.lowerBound < rhs.element.range.lowerBound
            }
            if lhs.element.range.isEmpty != rhs.element.range.isEmpty { return lhs.element.range.isEmpty }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var cursor = 0
        for edit in ordered {
            precondition(edit.range.lowerBound >= cursor, "overlapping edits")
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return result
    }
}
