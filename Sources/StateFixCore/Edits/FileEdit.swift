import SwiftSyntax

/// One replacement of a byte range in one file's text.
///
/// `range` is in UTF-8 offsets into the text the edit was planned on (BOM included); an empty
/// range is an insertion. A rule plans its edits on the text of its pass; the engine maps
/// accepted edits back to the original bytes (`EditHistory`), so every edit a report shows is
/// an edit of the file as it was read. Named `FileEdit`, not `SourceEdit`, so that it never
/// collides with `SwiftSyntax.SourceEdit` in a file that imports both.
package struct FileEdit: Hashable, Sendable, Codable {
    /// The file's index in the run (`SourceFile.index`).
    package var file: Int
    /// UTF-8 offsets into the file's text.
    package var range: Range<Int>
    package var replacement: String

    package init(file: Int, range: Range<Int>, replacement: String) {
        self.file = file
        self.range = range
        self.replacement = replacement
    }

    /// True when the two edits touch the same bytes. Insertions at the same offset, and an
    /// insertion at either end of a replaced range, do not overlap: they are applied in order.
    package func overlaps(_ other: FileEdit) -> Bool {
        guard file == other.file else { return false }
        if range.isEmpty || other.range.isEmpty {
            let point = range.isEmpty ? range.lowerBound : other.range.lowerBound
            let span = range.isEmpty ? other.range : range
            return span.lowerBound < point && point < span.upperBound
        }
        return range.overlaps(other.range)
    }

    /// True when applying the edit changes nothing (an empty insertion).
    package var isNoOp: Bool { range.isEmpty && replacement.isEmpty }
}

// Node-based factories, after SwiftSyntax's `SourceEdit`: the offsets come from the node, so a
// rule never computes `positionAfterSkippingLeadingTrivia.utf8Offset` by hand. Trivia (comments,
// indentation) around the node is never part of the edit.
extension FileEdit {
    /// Inserts `text` right before `node`'s first token (after its leading trivia).
    package static func insert(_ text: String, before node: some SyntaxProtocol, in file: SourceFile) -> FileEdit {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return FileEdit(file: file.index, range: offset..<offset, replacement: text)
    }

    /// Inserts `text` right after `node`'s last token (before its trailing trivia).
    package static func insert(_ text: String, after node: some SyntaxProtocol, in file: SourceFile) -> FileEdit {
        let offset = node.endPositionBeforeTrailingTrivia.utf8Offset
        return FileEdit(file: file.index, range: offset..<offset, replacement: text)
    }

    /// Replaces `node`'s text (trivia excluded) with `text`.
    package static func replace(_ node: some SyntaxProtocol, with text: String, in file: SourceFile) -> FileEdit {
        FileEdit(file: file.index, range: node.trimmedRange, replacement: text)
    }

    /// Removes `node`'s text (trivia excluded).
    package static func remove(_ node: some SyntaxProtocol, in file: SourceFile) -> FileEdit {
        replace(node, with: "", in: file)
    }

    /// Replaces the bytes `range` of `file` with `text`.
    package static func replace(_ range: Range<Int>, with text: String, in file: SourceFile) -> FileEdit {
        FileEdit(file: file.index, range: range, replacement: text)
    }

    /// Inserts `text` at `offset` of `file`.
    package static func insert(_ text: String, at offset: Int, in file: SourceFile) -> FileEdit {
        FileEdit(file: file.index, range: offset..<offset, replacement: text)
    }
}

extension SyntaxProtocol {
    /// The node's UTF-8 range without its leading and trailing trivia.
    package var trimmedRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The UTF-8 offset of the node's first token, after its leading trivia (where a finding
    /// about the node points).
    package var startOffset: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
}
