import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift source file held in memory, parsed once.
///
/// `bytes` are the file's exact bytes, including a UTF-8 byte order mark when present.
/// Every position statefix uses is a UTF-8 offset into `bytes` (SwiftParser keeps the
/// mark as trivia, so syntax positions and byte offsets agree).
public final class SourceFile {
    /// The path shown to the user and used in diffs (relative to the current directory when possible).
    public let path: String
    /// The last component of `path` (used in messages; the finding's own location gives the folder).
    public var name: String { String(path.split(separator: "/").last ?? Substring(path)) }
    /// The file's bytes as read.
    public let bytes: [UInt8]
    /// The concrete syntax tree, trivia included.
    public let tree: SourceFileSyntax
    /// Maps UTF-8 offsets to 1-based line and UTF-8 column.
    /// Built on first use (most files never need a location).
    public private(set) lazy var converter = SourceLocationConverter(fileName: path, tree: tree)
    /// The first syntax error the parser reported, if any. Files with errors are analysed
    /// (so cross-file facts stay complete) but never edited.
    public let syntaxError: SourceProblem?
    /// Index of this file in the run (stable, sorted by path).
    public internal(set) var index: Int

    /// Parses `bytes`, which must be valid UTF-8 (see `SourceFile.decode`).
    public init(path: String, bytes: [UInt8], index: Int) {
        self.path = path
        self.bytes = bytes
        self.index = index
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        self.tree = tree
        // Diagnostics walk the whole tree: only for a tree that has an error somewhere.
        if tree.hasError, let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            let location = diagnostic.location(converter: SourceLocationConverter(fileName: path, tree: tree))
            self.syntaxError = SourceProblem(
                path: path, line: location.line, column: location.column,
                message: "syntax error: \(diagnostic.message); file left unchanged")
        } else {
            self.syntaxError = nil
        }
    }

    /// 1-based line and UTF-8 column of a UTF-8 offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        return (location.line, location.column)
    }

    /// True when the bytes in `range` contain `pattern`.
    public func bytes(_ range: Range<Int>, contain pattern: String) -> Bool {
        let needle = Array(pattern.utf8)
        guard let first = needle.first, range.count >= needle.count else { return false }
        var i = range.lowerBound
        while i + needle.count <= range.upperBound {
            if bytes[i] == first && bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }

    /// The text between two UTF-8 offsets.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Offset of the first byte of the line containing `offset`.
    public func lineStart(_ offset: Int) -> Int {
        var i = offset
        while i > 0 && bytes[i - 1] != UInt8(ascii: "\n") && bytes[i - 1] != UInt8(ascii: "\r") { i -= 1 }
        return i
    }

    /// Offset of the first byte of the line before the one starting at `lineStart`
    /// (`lineStart` itself when it is the first line).
    public func previousLineStart(_ lineStart: Int) -> Int {
        guard lineStart > 0 else { return 0 }
        var i = lineStart - 1
        if bytes[i] == UInt8(ascii: "\n") && i > 0 && bytes[i - 1] == UInt8(ascii: "\r") { i -= 1 }
        return self.lineStart(i)
    }

    /// Offset just past the line terminator of the line containing `offset`
    /// (or the end of the file when the line has no terminator).
    public func nextLineStart(_ offset: Int) -> Int {
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
    public func lineEnding(at offset: Int) -> String {
        var i = offset
        while i < bytes.count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { i += 1 }
        if i < bytes.count { return bytes[i] == UInt8(ascii: "\r") ? (i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r") : "\n" }
        return dominantLineEnding
    }

    /// The most common line terminator of the file ("\n" when there is none).
    public lazy var dominantLineEnding: String = {
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
    }()

    /// The run of spaces and tabs at the start of the line containing `offset`.
    public func indentation(ofLineAt offset: Int) -> String {
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
    public func onlyWhitespaceBefore(_ offset: Int) -> Bool {
        var i = lineStart(offset)
        if i == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < offset {
            if bytes[i] != UInt8(ascii: " ") && bytes[i] != UInt8(ascii: "\t") { return false }
            i += 1
        }
        return true
    }

    /// Checks that a byte sequence can be analysed: valid UTF-8. Returns the reason when not.
    public static func decodingProblem(_ bytes: [UInt8]) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return "not valid UTF-8 (first bad byte near offset \(offset)); file skipped"
            }
        }
    }
}

/// A problem with one file that keeps statefix from analysing or editing it.
public struct SourceProblem: Error, Equatable, Sendable {
    /// The file's display path.
    public var path: String
    /// 1-based line, or nil when the problem is not at a position.
    public var line: Int?
    /// 1-based UTF-8 column, or nil.
    public var column: Int?
    /// One sentence, lower-case start, no trailing period.
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:col: error: message` (position omitted when unknown).
    public var formatted: String {
        if let line, let column { return "\(path):\(line):\(column): error: \(message)" }
        return "\(path): error: \(message)"
    }
}
