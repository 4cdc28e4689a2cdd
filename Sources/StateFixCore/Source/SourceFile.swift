import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift source file held in memory, parsed once.
///
/// `bytes` are the file's exact bytes, including a UTF-8 byte order mark when present.
/// Every position statefix uses is a UTF-8 offset into `bytes` (SwiftParser keeps the
/// mark as trivia, so syntax positions and byte offsets agree).
package final class SourceFile {
    /// The path shown to the user and used in diffs (relative to the current directory when possible).
    package let path: String
    /// The last component of `path` (used in messages; the finding's own location gives the folder).
    package var name: String { String(path.split(separator: "/").last ?? Substring(path)) }
    /// The file's exact bytes (UTF-8, byte order mark included when present).
    package let bytes: [UInt8]
    /// The concrete syntax tree, trivia included.
    package let tree: SourceFileSyntax
    /// Maps UTF-8 offsets to 1-based line and UTF-8 column.
    /// Built on first use (most files never need a location).
    package private(set) lazy var converter = SourceLocationConverter(fileName: path, tree: tree)
    /// The first syntax error the parser reported, if any. Files with errors are analysed
    /// (so cross-file facts stay complete) but never edited.
    package let syntaxError: SourceProblem?
    /// Index of this file in the run: its identity for findings and edits. Set once, when the
    /// run's file list is final (sorted by path); a file re-parsed between passes keeps it.
    package var index: Int

    /// The language mode `tree` was parsed in.
    package let languageMode: LanguageMode

    /// Parses `bytes`, which must be valid UTF-8 (see `decodingProblem`), in `languageMode`,
    /// and when that fails in the other mode (a Swift 5 file in a project statefix took for
    /// Swift 6 is valid code); `tree` skips the parse when it is the tree of exactly these bytes
    /// in `languageMode`. The syntax error, if both fail, is the one of `languageMode`.
    package init(path: String, bytes: [UInt8], index: Int, tree: SourceFileSyntax? = nil, languageMode: LanguageMode = .swift6) {
        self.path = path
        self.bytes = bytes
        self.index = index
        var tree = tree ?? languageMode.parse(bytes)
        var mode = languageMode
        if tree.hasError {
            let other = languageMode.other.parse(bytes)
            if !other.hasError { (tree, mode) = (other, languageMode.other) }
        }
        self.tree = tree
        self.languageMode = mode
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
    package func location(of offset: Int) -> (line: Int, column: Int) {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        return (location.line, location.column)
    }

    /// Checks that a byte sequence can be analysed: valid UTF-8. Returns the reason when not.
    package static func decodingProblem(_ bytes: [UInt8]) -> String? {
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

