import SwiftSyntax

/// Byte and line facts of a source file: what edits need to copy their neighbours' indentation
/// and line endings. Offsets are UTF-8 offsets into `bytes`.
extension SourceFile {
    /// True when the bytes in `range` contain `pattern`.
    package func bytes(_ range: Range<Int>, contain pattern: String) -> Bool {
        Prefilter.contains(bytes[range], pattern)
    }

    /// True when the bytes of `node` (without its leading and trailing trivia; a node of `tree`
    /// or of a transient tree) contain one of `needles`. A walk that looks only for what such
    /// bytes must spell skips the subtrees without them: most function bodies, closures and
    /// accessors declare no type and hold no `@State`, and not visiting their thousands of
    /// nodes is most of what a fact walk costs.
    package func bytes(of node: some SyntaxProtocol, containAnyOf needles: [String]) -> Bool {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        return needles.contains { Prefilter.contains(bytes[range], $0) }
    }

    /// The text between two UTF-8 offsets.
    package func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Offset of the first byte of the line containing `offset`.
    package func lineStart(_ offset: Int) -> Int {
        var i = offset
        while i > 0 && bytes[i - 1] != UInt8(ascii: "\n") && bytes[i - 1] != UInt8(ascii: "\r") { i -= 1 }
        return i
    }

    /// Offset of the first byte of the line before the one starting at `lineStart`
    /// (`lineStart` itself when it is the first line).
    package func previousLineStart(_ lineStart: Int) -> Int {
        guard lineStart > 0 else { return 0 }
        var i = lineStart - 1
        if bytes[i] == UInt8(ascii: "\n") && i > 0 && bytes[i - 1] == UInt8(ascii: "\r") { i -= 1 }
        return self.lineStart(i)
    }

    /// Offset just past the line terminator of the line containing `offset`
    /// (or the end of the file when the line has no terminator).
    package func nextLineStart(_ offset: Int) -> Int {
        var i = offset
        while i < bytes.count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { i += 1 }
        if i < bytes.count && bytes[i] == UInt8(ascii: "\r") {
            i += 1
            if i < bytes.count && bytes[i] == UInt8(ascii: "\n") { i += 1 }
        } else if i < bytes.count {
            i += 1
        }
        return i
    }

    /// The line terminator that ends the line containing `offset`, or the file's first
    /// terminator when that line has none (the last line), or "\n" for a one-line file.
    package func lineEnding(at offset: Int) -> String {
        var i = offset
        while i < bytes.count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { i += 1 }
        if i < bytes.count { return bytes[i] == UInt8(ascii: "\r") ? (i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r") : "\n" }
        return dominantLineEnding
    }

    /// The most common line terminator of the file ("\n" when there is none).
    package var dominantLineEnding: String {
        var lf = 0, crlf = 0, cr = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\r") {
                if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") { crlf += 1; i += 1 } else { cr += 1 }
            } else if bytes[i] == UInt8(ascii: "\n") { lf += 1 }
            i += 1
        }
        if crlf > lf && crlf >= cr { return "\r\n" }
        if cr > lf && cr > crlf { return "\r" }
        return "\n"
    }

    /// The run of spaces and tabs at the start of the line containing `offset`.
    package func indentation(ofLineAt offset: Int) -> String {
        var i = lineStart(offset)
        var result = ""
        while i < bytes.count && (bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t")) {
            result.append(Character(UnicodeScalar(bytes[i])))
            i += 1
        }
        return result
    }

    /// True when only spaces and tabs stand between the start of the line and `offset`
    /// (a UTF-8 byte order mark at the file's start counts as nothing).
    package func onlyWhitespaceBefore(_ offset: Int) -> Bool {
        var i = lineStart(offset)
        if i == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < offset {
            if bytes[i] != UInt8(ascii: " ") && bytes[i] != UInt8(ascii: "\t") { return false }
            i += 1
        }
        return true
    }

}
