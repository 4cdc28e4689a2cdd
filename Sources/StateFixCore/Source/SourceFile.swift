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
    /// The concrete syntax tree, trivia included. A file made from a cached `ParseOutcome`,
    /// or whose tree was dropped (`dropTree`), is parsed on first use (in the mode the outcome
    /// records), so a run whose results come from the cache never parses it. While the file is
    /// a skeleton (`skeletonNeedles`), this is the skeleton tree; once that is dropped, the
    /// full tree, whose parse also settles the mode and the syntax error the skeleton could
    /// not see.
    package var tree: SourceFileSyntax {
        if let parsedTree { return parsedTree }
        guard outcomeIsSkeleton else {
            let tree = languageMode.parse(bytes)
            parses += 1
            parsedTree = tree
            return tree
        }
        let (tree, mode, error, count) = Self.parseWhole(bytes, path: path, languageMode: languageMode)
        parses += count
        (languageMode, syntaxError, outcomeIsSkeleton) = (mode, error, false)
        parsedTree = tree
        return tree
    }

    /// The needles of the skeleton `tree` is while it is one (`SkeletonParse`: bodies without
    /// them are blanked); nil when `tree` is the full tree. A `GatedVisitor` over a skeleton
    /// must gate on some of these, or it would miss what the blanked bodies hold.
    package private(set) var skeletonNeedles: Set<String>?
    /// True while the mode and the syntax error are those of a skeleton (a syntax error inside
    /// a blanked body is not known), until the full tree is parsed.
    package private(set) var outcomeIsSkeleton = false
    /// A root of its own over the nodes of `tree` (no parse): the nodes a walk of it creates
    /// are freed with it, where those created from `tree` live as long as the tree (a walk of
    /// a whole tree about doubles its memory). Its nodes have the places of `tree`'s, so
    /// `SyntaxRef`s made from them are `tree`'s, but they are not equal to `tree`'s nodes: for
    /// walks that keep values and places only (names, facts, suppression comments, syntax
    /// rules). Inside `withTransientTree` every use gives the same root.
    package var transientTree: SourceFileSyntax {
        if let sharedTransientTree { return sharedTransientTree }
        let tree = self.tree
        // A root with the same children is a new root over the same parsed (raw) nodes.
        return tree.with(\.endOfFileToken, tree.endOfFileToken)
    }
    private var sharedTransientTree: SourceFileSyntax?

    /// Runs `body` with one `transientTree` for all its walks (nodes one walk creates serve
    /// the next), freed at the end.
    package func withTransientTree<T>(_ body: () throws -> T) rethrows -> T {
        sharedTransientTree = transientTree
        defer { sharedTransientTree = nil }
        return try body()
    }

    /// Runs `body` for a walk gated on `needles` (facts of a file its run has not kept the
    /// tree of): on the tree when the file has one; else on the skeleton with `needles`
    /// (`SkeletonParse`), or the full tree when no skeleton can be made, dropped after (a
    /// walk over it must gate on `needles`). While `sharesWholeTree` is set, on the full
    /// tree, parsed once and kept for the rest of the pass.
    package func withSkeleton<T>(needles: Set<String>, _ body: () throws -> T) rethrows -> T {
        if sharesWholeTree {
            // One parse for every walk of the pass, whatever its needles (see `sharesWholeTree`).
            if skeletonNeedles != nil { dropTree() }
            _ = tree
            return try withTransientTree(body)
        }
        // A skeleton kept for other needles may have blanked what these look for.
        if let kept = skeletonNeedles, !needles.isSubset(of: kept) { dropTree() }
        guard parsedTree == nil else { return try withTransientTree(body) }
        defer { dropTree() }
        guard let parsed = SkeletonParse.parse(bytes, needles: needles, mode: languageMode) else { return try withTransientTree(body) }
        parsedTree = parsed.tree
        skeletonNeedles = needles
        parses += 1
        skeletonParses += 1
        return try withTransientTree(body)
    }

    /// Set by the engine for a pass whose model is read by name across every file (a rule that
    /// `readsEveryFile`, the Observation migration): there the walks of one file ask for
    /// skeletons with different needles (the names of one query, then of the next) and the
    /// rule reports in files it read so (which needs the full tree's syntax error), so each
    /// would parse the file again. While set, the first walk parses the full tree and the
    /// pass's other walks share it; the engine drops it when the pass ends.
    package var sharesWholeTree = false
    /// Whether a tree (full, or a skeleton while a walk runs) is held now.
    package var holdsTree: Bool { parsedTree != nil }

    /// Frees the tree (the file parses again on next use of `tree`). Only for a file whose
    /// nodes nobody holds: a node of the old tree is not equal to the same node of the new one.
    /// While `sharesWholeTree` is set, a full tree stays (the pass shares it; the engine drops
    /// it when the pass ends), and only a skeleton is freed.
    package func dropTree() {
        if sharesWholeTree, parsedTree != nil, skeletonNeedles == nil { return }
        parsedTree = nil
        skeletonNeedles = nil
    }

    /// How many times the file's bytes were parsed (for statistics), skeletons included.
    package private(set) var parses = 0 {
        didSet { PhaseClock.shared.countParses(parses - oldValue) }
    }
    /// How many of `parses` were of a skeleton.
    package private(set) var skeletonParses = 0
    private var parsedTree: SourceFileSyntax? {
        didSet { resolved = [:] }
    }
    /// Nodes `node(at:)` found, by place (dropped with the tree).
    private var resolved: [SyntaxPlace: Syntax] = [:]
    /// True once `tree` exists (a file read from the cache may never need it).
    package var isParsed: Bool { parsedTree != nil }
    /// Maps UTF-8 offsets to 1-based line and UTF-8 column, for rules that work with syntax
    /// positions. Built on first use (most files never need a location).
    package private(set) lazy var converter = SourceLocationConverter(fileName: path, tree: tree)
    /// The UTF-8 offset where each line starts (for `location(of:)`, without the tree).
    private lazy var lineStarts: [Int] = Self.lineStarts(of: bytes)
    /// The first syntax error the parser reported, if any. Files with errors are analysed
    /// (so cross-file facts stay complete) but never edited. Of a skeleton outcome, only what
    /// the skeleton shows (see `verifiedSyntaxError`).
    package private(set) var syntaxError: SourceProblem?
    /// Index of this file in the run: its identity for findings and edits. Set once, when the
    /// run's file list is final (sorted by path); a file re-parsed between passes keeps it.
    package var index: Int

    /// The language mode `tree` was parsed in.
    package private(set) var languageMode: LanguageMode

    /// Parses `bytes`, which must be valid UTF-8 (see `decodingProblem`), in `languageMode`,
    /// and when that fails in the other mode (a Swift 5 file in a project statefix took for
    /// Swift 6 is valid code); `tree` skips the parse when it is the tree of exactly these bytes
    /// in `languageMode`. The syntax error, if both fail, is the one of `languageMode`.
    package init(path: String, bytes: [UInt8], index: Int, tree: SourceFileSyntax? = nil, languageMode: LanguageMode = .swift6) {
        self.path = path
        self.bytes = bytes
        self.index = index
        let (tree, mode, error, parses) = Self.parseWhole(bytes, path: path, languageMode: languageMode, tree: tree)
        self.parsedTree = tree
        self.languageMode = mode
        self.parses = parses
        PhaseClock.shared.countParses(parses)
        self.syntaxError = error
    }

    /// A file whose `tree` is, for now, its skeleton (`SkeletonParse.parse` of `bytes` in
    /// `languageMode` with `needles`), which parsed without error: for the facts and names a
    /// run takes from it before `dropTree`.
    package init(path: String, bytes: [UInt8], index: Int, skeleton: SourceFileSyntax, needles: Set<String>, languageMode: LanguageMode) {
        self.path = path
        self.bytes = bytes
        self.index = index
        self.parsedTree = skeleton
        self.skeletonNeedles = needles
        self.outcomeIsSkeleton = true
        self.languageMode = languageMode
        self.parses = 1
        PhaseClock.shared.countParses(1)
        self.skeletonParses = 1
        self.syntaxError = nil
    }

    /// `bytes` parsed in `languageMode` (or `tree`, that parse), and when that fails in the
    /// other mode; the syntax error, if both fail, is the one of `languageMode`.
    private static func parseWhole(_ bytes: [UInt8], path: String, languageMode: LanguageMode, tree given: SourceFileSyntax? = nil)
        -> (SourceFileSyntax, LanguageMode, SourceProblem?, parses: Int) {
        var parses = given == nil ? 1 : 0
        var tree = given ?? languageMode.parse(bytes)
        var mode = languageMode
        if tree.hasError {
            parses += 1
            let other = languageMode.other.parse(bytes)
            if !other.hasError { (tree, mode) = (other, languageMode.other) }
        }
        // Diagnostics walk the whole tree: only for a tree that has an error somewhere.
        guard tree.hasError, let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) else {
            return (tree, mode, nil, parses)
        }
        let location = diagnostic.location(converter: SourceLocationConverter(fileName: path, tree: tree))
        let problem = SourceProblem(path: path, line: location.line, column: location.column,
                                    message: "syntax error: \(diagnostic.message); file left unchanged")
        return (tree, mode, problem, parses)
    }

    /// The syntax error of the full tree: parses it when the outcome is a skeleton's (for a
    /// decision that must not miss an error inside a blanked body, such as editing the file).
    package var verifiedSyntaxError: SourceProblem? {
        if outcomeIsSkeleton {
            // The full tree only settles the outcome: it is not kept (a rule that looks into
            // the file parses it again), but for the pass that shares it (`dropTree`).
            if skeletonNeedles != nil { dropTree() }
            _ = tree
            dropTree()
        }
        return syntaxError
    }

    /// A file whose parse `outcome` is known (from the cache, for exactly these bytes and the
    /// mode they were first parsed in): nothing is parsed until `tree` is used.
    package init(path: String, bytes: [UInt8], index: Int, outcome: ParseOutcome) {
        self.path = path
        self.bytes = bytes
        self.index = index
        self.languageMode = outcome.languageMode
        self.syntaxError = outcome.syntaxError.map { SourceProblem(path: path, line: $0.line, column: $0.column, message: $0.message) }
        self.outcomeIsSkeleton = outcome.skeleton
    }

    /// The node at a place of `tree` (see `SyntaxRef`).
    package func node(at place: SyntaxPlace) -> Syntax {
        if let node = resolved[place] { return node }
        guard let node = place.node(in: tree) else { preconditionFailure("\(path): no \(place.kind) at \(place.range) of its tree") }
        resolved[place] = node
        return node
    }

    /// What parsing found, for the cache: the mode the tree parsed in and the syntax error.
    package var outcome: ParseOutcome {
        ParseOutcome(languageMode: languageMode,
                     syntaxError: syntaxError.map { ParseOutcome.SyntaxError(line: $0.line ?? 1, column: $0.column ?? 1, message: $0.message) },
                     skeleton: outcomeIsSkeleton)
    }

    /// 1-based line and UTF-8 column of a UTF-8 offset.
    ///
    /// Computed from the bytes, as `SourceLocationConverter` computes it from the tree (lines
    /// end at "\n", "\r\n" or "\r"; an offset past the end is the end), so reports need no tree.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") {
                starts.append(i + 1)
            } else if bytes[i] == UInt8(ascii: "\r") {
                if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    /// Checks that a byte sequence can be analysed: valid UTF-8. Returns the reason when not.
    package static func decodingProblem(_ bytes: [UInt8]) -> String? {
        // Most source files are ASCII: eight bytes at a time without a high bit are valid.
        let ascii = bytes.withUnsafeBytes { buffer -> Bool in
            var i = 0
            while i + 8 <= buffer.count {
                if buffer.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                i += 8
            }
            while i < buffer.count { if buffer[i] >= 0x80 { return false }; i += 1 }
            return true
        }
        if ascii { return nil }
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


/// What parsing a file's bytes found, apart from the tree: enough to rebuild its `SourceFile`
/// without parsing (`SourceFile(path:bytes:index:outcome:)`).
package struct ParseOutcome: Codable, Sendable, Equatable {
    /// The mode the file parsed in (the other one when the run's mode failed and it did not).
    package var languageMode: LanguageMode
    package var syntaxError: SyntaxError?
    /// The outcome of a skeleton (`SkeletonParse`): a syntax error inside a blanked body is
    /// not known, so the file's full tree is parsed before a decision that depends on one.
    package var skeleton: Bool

    /// A syntax error's position (1-based line, UTF-8 column) and message.
    package struct SyntaxError: Codable, Sendable, Equatable {
        package var line: Int
        package var column: Int
        package var message: String
    }

    package init(languageMode: LanguageMode, syntaxError: SyntaxError?, skeleton: Bool = false) {
        self.languageMode = languageMode
        self.syntaxError = syntaxError
        self.skeleton = skeleton
    }
}
