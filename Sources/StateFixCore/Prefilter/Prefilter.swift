import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import SwiftSyntax

/// Chooses which files to parse, without parsing the others: parsing is most of statefix's
/// time, and most files of an app cannot matter.
///
/// A file can matter only if it holds one of the enabled rules' needles (`@State` for the
/// state family, `statefix:` for a suppression comment), or declares or extends a type whose
/// facts a rule needs: the rules' `NameFollower`s name them from the files parsed so far
/// (and, for the files the user named, the types those files declare or extend). Starting from
/// the seed files, every other file that declares or extends one of the names (or mentions one
/// a follower of `.mentions` gave) is added, until nothing more is added. Findings and fixes
/// are the same as with every file parsed (tested on the fixtures and on real apps;
/// `--no-prefilter` turns it off).
package enum Prefilter {
    /// One file before parsing.
    package struct Candidate {
        package var path: String
        package var bytes: [UInt8]
        /// In the edit scope (reported on and edited).
        package var editable: Bool
        /// The mode the targets that compile the file build it in (nil: the run's).
        package var languageMode: LanguageMode?

        package init(path: String, bytes: [UInt8], editable: Bool, languageMode: LanguageMode? = nil) {
            self.path = path
            self.bytes = bytes
            self.editable = editable
            self.languageMode = languageMode
        }
    }

    /// Parses the candidates that can matter (all of them when `enabled` is false), using
    /// `jobs` threads. Returns them with their positions in `candidates`.
    ///
    /// - Parameters:
    ///   - triggers: the enabled rules' byte tests; a file that passes one is a seed.
    ///   - followers: the name followers of the enabled rules (each runs once per parsed file).
    ///   - languageMode: the project's language mode (a file that fails in it is parsed again in the other).
    ///   - seedEditable: seed with every editable file (individual files, staged files), and
    ///     follow the types they declare or extend.
    ///   - summaries: what earlier runs learnt from the same bytes; a candidate with a summary
    ///     that holds every name this run follows is not parsed (its `SourceFile` parses on
    ///     first use of its tree), and every file parsed here is recorded.
    ///   - progress: told how many files are about to be parsed, and of each parsed one.
    ///   - facts: the per-file facts the run's indexes read, computed for each file parsed
    ///     here on the thread that parsed it (the walks share one `transientTree`).
    ///   - keepsTree: whether a rule looks into candidate `index`'s tree; the tree of a file
    ///     parsed here is dropped after its summary and facts when not (it parses again if a
    ///     rule looks after all), which bounds a run's memory by the files rules look into.
    ///     Such a file is parsed as a skeleton (`SkeletonParse`) when `skeletons` is set and
    ///     every walk of `facts` and `followers` declares its needles: its facts and names are
    ///     the full tree's, at a fraction of the parse.
    ///   - parsesWhole: whether candidate `index` is parsed whole though its tree is not kept
    ///     (facts that read bodies a skeleton would blank, and a known syntax outcome).
    ///   - skeletons: whether files may be parsed as skeletons (nil: when `enabled`; a rule
    ///     that reads every file turns the prefilter off, not the skeletons).
    /// - Returns: the chosen candidates' indices, files and the facts computed here.
    package static func select(_ candidates: [Candidate], triggers: [Trigger], followers: [NameFollower], seedEditable: Bool,
                               enabled: Bool, jobs: Int, languageMode: LanguageMode = .swift6,
                               summaries: FileSummaryStore? = nil, progress: ParseProgress? = nil,
                               facts: [FileFactsKind] = [], keepsTree: (Int) -> Bool = { _ in true }, parsesWhole: (Int) -> Bool = { _ in false },
                               skeletons: Bool? = nil)
        -> [(index: Int, file: SourceFile, facts: PreparedFacts)] {
        var unique: [String: NameFollower] = [:]
        for follower in followers { unique[follower.id] = follower }
        let followers = enabled ? unique.values.sorted { $0.id < $1.id } : []
        var chosen = Set<Int>()
        var parsed: [Int: SourceFile] = [:]
        var summary: [Int: FileSummary] = [:]
        var prepared: [Int: PreparedFacts] = [:]
        let triggers = Array(Set(triggers))
        // The byte scans of every file run on `jobs` threads too (they are a warm run's main cost).
        func matching(_ indices: [Int], _ test: (Candidate) -> Bool) -> [Int] {
            let hits = Parallel.map(indices.count, jobs: jobs, size: { candidates[indices[$0]].bytes.count }) { test(candidates[indices[$0]]) }
            return zip(indices, hits).filter(\.1).map(\.0)
        }
        let skeletonNeedles = skeletons ?? enabled ? Self.skeletonNeedles(facts: facts, followers: followers) : nil
        var frontier = !enabled ? Array(candidates.indices) : matching(Array(candidates.indices)) { candidate in
            if seedEditable && candidate.editable { return true }
            return triggers.contains { $0.matches(candidate.bytes) }
        }
        var declared = Set<String>(), mentioned = Set<String>()
        while !frontier.isEmpty {
            chosen.formUnion(frontier)
            var toParse: [Int] = []
            for index in frontier {
                let needsDeclared = seedEditable && candidates[index].editable
                // A skeleton's outcome does not say whether the full tree has a syntax error: a
                // file a rule looks into is parsed whole.
                if let known = summaries?.summary(of: index), known.covers(followers.map(\.id), declaredNames: needsDeclared),
                   !(known.outcome.skeleton && (keepsTree(index) || parsesWhole(index))) {
                    summary[index] = known
                    parsed[index] = SourceFile(path: candidates[index].path, bytes: candidates[index].bytes, index: index, outcome: known.outcome)
                } else {
                    toParse.append(index)
                }
            }
            progress?.willParse(toParse.count)
            // A file's summary (the names it makes the search follow) is taken on the thread that parsed it.
            let parsedNow = parse(toParse, candidates, jobs: jobs, languageMode: languageMode, progress: progress,
                                  skeleton: { keepsTree($0) || parsesWhole($0) ? nil : skeletonNeedles }) { index, file in
                let result = file.withTransientTree { () -> (FileSummary, PreparedFacts) in
                    var found = FileSummary(outcome: file.outcome)
                    for follower in followers { found.followed[follower.id] = follower.names(file).sorted() }
                    if seedEditable && candidates[index].editable { found.declaredNames = declaredNames(file).sorted() }
                    var computed: PreparedFacts = [:]
                    for kind in facts { computed[kind.id] = kind.compute(file) }
                    return (found, computed)
                }
                if !keepsTree(index) { file.dropTree() }
                return result
            }
            for (index, file, (found, computed)) in parsedNow {
                parsed[index] = file
                summary[index] = found
                prepared[index] = computed
                summaries?.record(found, of: index)
            }
            guard enabled else { break }
            var grown = false
            for index in frontier {
                var declarations = Set<String>(), mentions = Set<String>()
                for follower in followers {
                    let names = summary[index]!.followed[follower.id]!
                    switch follower.reach {
                    case .declarations: declarations.formUnion(names)
                    case .mentions: mentions.formUnion(names)
                    }
                }
                // Declared and extended types widen the search only for the files the user named.
                if seedEditable && candidates[index].editable { declarations.formUnion(summary[index]!.declaredNames!) }
                for name in declarations.subtracting(ignoredNames) where declared.insert(name).inserted { grown = true }
                for name in mentions.subtracting(ignoredNames) where mentioned.insert(name).inserted { grown = true }
            }
            guard grown else { break }
            let rest = candidates.indices.filter { !chosen.contains($0) }
            frontier = matching(rest) { declaresOrExtendsAny($0.bytes, declared) || mentionsAny($0.bytes, mentioned) }
        }
        return chosen.sorted().map { ($0, parsed[$0]!, prepared[$0] ?? [:]) }
    }

    /// Parses `indices` of `candidates` on `jobs` threads, in each one's mode (else
    /// `languageMode`) first, largest
    /// files first, and gives each parsed file (with its candidate index) to `summarize` on the
    /// same thread. A candidate for which `skeleton` gives needles is parsed as a skeleton with
    /// them when it can be (else whole). Returns the files in the order of `indices`.
    static func parse<Summary>(_ indices: [Int], _ candidates: [Candidate], jobs: Int, languageMode: LanguageMode,
                               progress: ParseProgress? = nil, skeleton: (Int) -> Set<String>? = { _ in nil },
                               summarize: (Int, SourceFile) -> Summary) -> [(Int, SourceFile, Summary)] {
        Parallel.map(indices.count, jobs: jobs, size: { candidates[indices[$0]].bytes.count }) { position in
            let (index, candidate) = (indices[position], candidates[indices[position]])
            let mode = candidate.languageMode ?? languageMode
            let file: SourceFile
            if let needles = skeleton(index), let parsed = SkeletonParse.parse(candidate.bytes, needles: needles, mode: mode) {
                file = SourceFile(path: candidate.path, bytes: candidate.bytes, index: index, skeleton: parsed.tree, needles: needles, languageMode: mode)
            } else {
                file = SourceFile(path: candidate.path, bytes: candidate.bytes, index: index, languageMode: mode)
            }
            defer { progress?.didParse() }
            return (index, file, summarize(index, file))
        }
    }

    /// The needles a skeleton keeps for `facts` and `followers` (and the prefilter's own walk
    /// of declared names), or nil when one of them reads bodies whatever they say.
    static func skeletonNeedles(facts: [FileFactsKind], followers: [NameFollower]) -> Set<String>? {
        var needles = declaredNamesNeedles
        for kind in facts {
            guard let more = kind.needles else { return nil }
            needles.formUnion(more)
        }
        for follower in followers {
            guard let more = follower.needles else { return nil }
            needles.formUnion(more)
        }
        return needles
    }

    /// Parses the trees of `files` that are not parsed yet (files made from a cached outcome),
    /// on `jobs` threads, so a run that needs them all does not parse them one by one.
    package static func parseTrees(_ files: [SourceFile], jobs: Int, progress: ParseProgress? = nil) {
        let pending = files.filter { !$0.isParsed }
        guard !pending.isEmpty else { return }
        progress?.willParse(pending.count)
        // Each file on one thread: its lazy tree is never built twice.
        _ = Parallel.map(pending.count, jobs: jobs, size: { pending[$0].bytes.count }) { position in
            _ = pending[position].tree
            progress?.didParse()
        }
    }

    /// The names of the types a file declares (structs and classes) or extends.
    static func declaredNames(_ file: SourceFile) -> Set<String> {
        // A body without `struct` or `class` in its bytes declares neither (extensions are file-level).
        final class Collector: GatedVisitor {
            var names = Set<String>()
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                for token in node.extendedType.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let text) = token.tokenKind else { continue }
                    let name = Identifiers.unescaped(text)
                    if name.first?.isUppercase == true { names.insert(name) }
                }
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                names.insert(Identifiers.unescaped(node.name.text))
                return .visitChildren
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                names.insert(Identifiers.unescaped(node.name.text))
                return .visitChildren
            }
        }
        let collector = Collector(file: file, needles: Array(declaredNamesNeedles))
        collector.walk(file.transientTree)
        return collector.names
    }

    /// What the declared names' walk gates on (declared once, here: the type index's walk
    /// gates on these too).
    package static let declaredNamesNeedles: Set<String> = ["struct", "class"]

    /// Names nearly every SwiftUI file declares, extends or mentions: following them would say
    /// nothing about which files belong together.
    package static let ignoredNames: Set<String> = ["State", "SwiftUI", "View", "String", "Int", "Double", "Bool", "Float", "CGFloat", "Array",
                                                    "Set", "Dictionary", "Optional", "Binding", "Self", "MainActor", "Previewable"]

    /// True when `bytes` contain `needle`.
    package static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        contains(bytes[...], needle)
    }

    /// True when the slice contains `needle`.
    package static func contains(_ bytes: ArraySlice<UInt8>, _ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            bytes.withUnsafeBufferPointer { buffer in find(UnsafeRawBufferPointer(pattern), in: UnsafeRawBufferPointer(buffer), from: 0) != nil }
        }
    }

    /// The UTF-8 offsets just after each occurrence of `needle` in `bytes`.
    package static func occurrences(of needle: String, in bytes: [UInt8]) -> [Int] {
        var ends: [Int] = []
        _ = containsOccurrence(of: needle, in: bytes) { ends.append($0); return false }
        return ends
    }

    /// True when `test` holds for the UTF-8 offset just after some occurrence of `needle`;
    /// stops at the first (a `{` occurs thousands of times in a file).
    package static func containsOccurrence(of needle: String, in bytes: [UInt8], where test: (Int) -> Bool) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            bytes.withUnsafeBytes { buffer in
                var start = 0
                while let found = find(UnsafeRawBufferPointer(pattern), in: buffer, from: start) {
                    if test(found + pattern.count) { return true }
                    start = found + 1
                }
                return false
            }
        }
    }

    /// The offset of the first occurrence of `pattern` in `buffer` at or after `start`: the C
    /// library's `memchr` finds candidates for the pattern's rarest byte in source code (it is
    /// vectorized; an upper-case letter before other punctuation, lower-case letters and blanks
    /// last), `memcmp` checks the whole pattern. Searching by the first byte spent most of a warm
    /// run on needles such as `import Markdown`, whose `i` is everywhere.
    static func find(_ pattern: UnsafeRawBufferPointer, in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard !pattern.isEmpty, let base = buffer.baseAddress, let patternBase = pattern.baseAddress else { return nil }
        func commonness(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"): 2
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): 3
            default: 1
            }
        }
        var anchor = 0
        for index in 1..<pattern.count where commonness(pattern[index]) < commonness(pattern[anchor]) { anchor = index }
        let anchorByte = Int32(pattern[anchor])
        var i = start
        let last = buffer.count - pattern.count
        while i <= last {
            guard let hit = memchr(base + i + anchor, anchorByte, last - i + 1) else { return nil }
            let offset = base.distance(to: UnsafeRawPointer(hit)) - anchor
            if memcmp(base + offset, patternBase, pattern.count) == 0 { return offset }
            i = offset + 1
        }
        return nil
    }

    /// True for a byte that can be part of an identifier: an ASCII letter, digit or `_`, or any
    /// byte of a multi-byte UTF-8 character (Swift allows most of them).
    package static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b == 95 || b >= 0x80
    }

    /// True when one of `names` occurs in `bytes` as a whole identifier (not inside a longer
    /// one; comments and strings count too, which only widens the test). A byte scan, no parsing.
    package static func mentionsAny(_ bytes: [UInt8], _ names: Set<String>) -> Bool {
        bytes.withUnsafeBytes { mentionsAny($0, names) }
    }

    /// True when one of `names` occurs in `buffer` as a whole identifier (its ends count as
    /// boundaries).
    static func mentionsAny(_ buffer: UnsafeRawBufferPointer, _ names: some Collection<String>) -> Bool {
        names.contains { name in
            var name = name
            return name.withUTF8 { pattern in
                guard let first = pattern.first, let last = pattern.last else { return false }
                // Only an edge that is part of an identifier has a word boundary: `.$` is
                // spelled in `x.$query`, `.name` in `x.name`.
                let (bounded, boundedAfter) = (isIdentifierByte(first), isIdentifierByte(last))
                var from = 0
                while let start = find(UnsafeRawBufferPointer(pattern), in: buffer, from: from) {
                    let end = start + pattern.count
                    if (!bounded || start == 0 || !isIdentifierByte(buffer[start - 1]))
                        && (!boundedAfter || end == buffer.count || !isIdentifierByte(buffer[end])) { return true }
                    from = start + 1
                }
                return false
            }
        }
    }

    /// Keywords of the declarations that give a name a file-level scope (`NamedDeclSyntax`).
    static let namingKeywords: Set<String> = ["func", "struct", "class", "enum", "actor", "protocol", "typealias", "macro",
                                              "precedencegroup", "operator", "associatedtype"]

    /// True when `name` occurs in `bytes` as a whole identifier (or in backticks) right after
    /// one of `namingKeywords` and blanks: `func name`, `struct name`, `macro name`; after a
    /// comment (`*/`) too, which only widens the test. A byte scan, no parsing.
    package static func namesDeclaration(of name: String, in bytes: [UInt8]) -> Bool {
        var name = name
        return name.withUTF8 { pattern in
            bytes.withUnsafeBytes { buffer in
                var from = 0
                while let start = find(UnsafeRawBufferPointer(pattern), in: buffer, from: from) {
                    from = start + 1
                    let end = start + pattern.count
                    guard start == 0 || !isIdentifierByte(buffer[start - 1]), end == buffer.count || !isIdentifierByte(buffer[end]) else { continue }
                    var i = start - 1
                    if i >= 0 && buffer[i] == UInt8(ascii: "`") { i -= 1 }
                    let blanks = i
                    while i >= 0 && (buffer[i] == 32 || buffer[i] == 9 || buffer[i] == 10 || buffer[i] == 13) { i -= 1 }
                    guard i < blanks else { continue }
                    if i >= 0 && buffer[i] == UInt8(ascii: "/") { return true }
                    let keywordEnd = i + 1
                    while i >= 0 && isIdentifierByte(buffer[i]) { i -= 1 }
                    if namingKeywords.contains(String(decoding: UnsafeRawBufferPointer(rebasing: buffer[(i + 1)..<keywordEnd]), as: UTF8.self)) { return true }
                }
                return false
            }
        }
    }

    /// Keywords after which a file declares or extends the type named next.
    static let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol", "typealias"]
    /// The same as bytes, for the scan (no `String` per identifier).
    private static let keywordBytes: [[UInt8]] = declarationKeywords.map { Array($0.utf8) }

    /// True when `bytes` declare or extend a type in `names`: `struct Name`, `class Name`,
    /// `enum Name`, `actor Name`, `protocol Name`, `typealias Name`, `extension A.Name`, or
    /// subclass it (`class Sub: Name`). A byte scan of identifiers, no parsing.
    package static func declaresOrExtendsAny(_ bytes: [UInt8], _ names: Set<String>) -> Bool {
        if names.isEmpty { return false }
        // A declaration spells its name: with few names, the vectorized search for each is
        // cheaper than reading every identifier, and most files hold none of them.
        if names.count <= 32, !names.contains(where: { contains(bytes, $0) }) { return false }
        return !forEachDeclaredName(bytes) { name, _ in !names.contains(name) }
    }

    /// How a file's bytes name a type in a declaration header.
    package enum DeclaredNameRole: Sendable {
        /// `struct Name`, `class Name`, `enum Name`, `actor Name`, `protocol Name`, `typealias Name`.
        case declared
        /// A component of `extension A.Name`.
        case extended
        /// The first inherited name of a class, `Name` in `class Sub: Name` (its superclass, if a class).
        case superclass
    }

    /// Every name `declaresOrExtendsAny` would match in `bytes`, by how the header names it:
    /// one scan, for an index of many files by name.
    package static func declaredNames(byRole bytes: [UInt8]) -> [DeclaredNameRole: Set<String>] {
        var names: [DeclaredNameRole: Set<String>] = [:]
        _ = forEachDeclaredName(bytes) { name, role in names[role, default: []].insert(name); return true }
        return names
    }

    /// Gives `body` each name `declaresOrExtendsAny` matches, with its role, in order, while it
    /// returns true; returns false when it stopped.
    private static func forEachDeclaredName(_ bytes: [UInt8], _ body: (String, DeclaredNameRole) -> Bool) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            func isStart(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b >= 0x80 }
            func isBody(_ b: UInt8) -> Bool { isStart(b) || (b >= 48 && b <= 57) }
            func identifier(at start: Int) -> Int {
                var j = start + 1
                while j < buffer.count && isBody(buffer[j]) { j += 1 }
                return j
            }
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self) }
            var i = 0
            while i < buffer.count {
                guard isStart(buffer[i]) else { i += 1; continue }
                let end = identifier(at: i)
                let length = end - i
                if length >= 4 && length <= 9, keywordBytes.contains(where: { $0.count == length && $0.elementsEqual(buffer[i..<end]) }) {
                    let isExtension = length == 9 && buffer[i] == UInt8(ascii: "e")
                    var j = end
                    while true {
                        while j < buffer.count && (buffer[j] == 32 || buffer[j] == 9 || buffer[j] == 10 || buffer[j] == 13) { j += 1 }
                        if j < buffer.count && buffer[j] == UInt8(ascii: "`") { j += 1 }
                        guard j < buffer.count, isStart(buffer[j]) else { break }
                        let nameEnd = identifier(at: j)
                        if !body(text(j..<nameEnd), isExtension ? .extended : .declared) { return false }
                        j = nameEnd
                        // `class Sub: Base`: a subclass of a followed class counts too.
                        if length == 5 && buffer[i] == UInt8(ascii: "c") {
                            var k = j
                            while k < buffer.count && (buffer[k] == 32 || buffer[k] == 9) { k += 1 }
                            if k < buffer.count && buffer[k] == UInt8(ascii: ":") {
                                k += 1
                                while k < buffer.count && (buffer[k] == 32 || buffer[k] == 9 || buffer[k] == 10 || buffer[k] == 13) { k += 1 }
                                if k < buffer.count, isStart(buffer[k]), !body(text(k..<identifier(at: k)), .superclass) { return false }
                            }
                        }
                        if j < buffer.count && buffer[j] == UInt8(ascii: "`") { j += 1 }
                        // `extension Outer.Inner`: every component counts.
                        guard isExtension, j < buffer.count, buffer[j] == UInt8(ascii: ".") else { break }
                        j += 1
                    }
                }
                i = end
            }
            return true
        }
    }
}

/// What the prefilter learns from parsing one file's bytes, which holds for the same bytes in
/// any later run: the parse outcome, the types the file declares or extends (nil when not
/// computed), and the names each follower (by id) gives.
package struct FileSummary: Codable, Sendable, Equatable {
    package var outcome: ParseOutcome
    package var declaredNames: [String]?
    package var followed: [String: [String]] = [:]

    package init(outcome: ParseOutcome, declaredNames: [String]? = nil, followed: [String: [String]] = [:]) {
        self.outcome = outcome
        self.declaredNames = declaredNames
        self.followed = followed
    }

    /// True when the summary answers everything a run asks of the file.
    func covers(_ followerIDs: [String], declaredNames needed: Bool) -> Bool {
        (!needed || declaredNames != nil) && followerIDs.allSatisfy { followed[$0] != nil }
    }

    /// This summary with what `other` (of the same bytes) knows that it does not (a full
    /// tree's outcome is known better than a skeleton's).
    package func merging(_ other: FileSummary) -> FileSummary {
        var merged = self
        if merged.outcome.skeleton && !other.outcome.skeleton { merged.outcome = other.outcome }
        if merged.declaredNames == nil { merged.declaredNames = other.declaredNames }
        for (id, names) in other.followed where merged.followed[id] == nil { merged.followed[id] = names }
        return merged
    }
}

/// Summaries of earlier runs by candidate (the store knows each candidate's bytes and the
/// run's language mode, which together with statefix's build are the key). Used from one
/// thread.
package protocol FileSummaryStore: AnyObject {
    /// The summary recorded for candidate `index`'s bytes, or nil.
    func summary(of index: Int) -> FileSummary?
    /// Records what parsing candidate `index` found.
    func record(_ summary: FileSummary, of index: Int)
}

/// Hears how parsing goes, for a progress line: `willParse` on the calling thread before a
/// batch, `didParse` on any thread after each file.
package protocol ParseProgress: AnyObject, Sendable {
    func willParse(_ count: Int)
    func didParse()
    /// What the run does after parsing (`running observation-model`), for a long run to show.
    func working(on task: String)
}

extension ParseProgress {
    package func working(on task: String) {}
}
