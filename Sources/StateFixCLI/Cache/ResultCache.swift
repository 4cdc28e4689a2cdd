import Foundation
import StateFixCore

/// statefix's cache: what a run learnt, kept so the next run over the same bytes does not
/// parse or analyse them again (SwiftLint's and SwiftFormat's caches do the same).
///
/// Two kinds of entries, both keyed by SHA-256 and both stamped with statefix's build:
/// - **File summaries** (`summaries/<project>.json`): for each file's bytes and the language
///   mode it was first parsed in, what parsing it told the prefilter (`FileSummary`: the mode
///   it parsed in, its syntax error, the names it declares and the names each rule family
///   follows). With them the prefilter chooses the files that can matter without parsing.
/// - **Run results** (`results/<key>.json`): a run's findings, fixes and problems, keyed by
///   everything the engine's result depends on: the build, every chosen file's path, bytes
///   and mode, the edit scope, each file's enabled rules, the deployment target, the rules'
///   settings and the baseline. The files the prefilter leaves out cannot change the result
///   (its invariant, tested on the fixtures and real apps), so they are not in the key.
///
/// Every entry is written atomically (a temporary file renamed over the old one), so a reader
/// sees a whole entry or none, and two runs at once (an editor and a hook) never
/// corrupt it. An entry that does not decode, or whose format, build or key differs, is ignored
/// and rebuilt, never trusted. The folder is bounded: summaries of files not seen for 30 days
/// are dropped, and at most `maximumResults` results and `maximumProjects` summary files are
/// kept (oldest first out).
final class ResultCache {
    /// The entry format; a change makes older entries foreign.
    static let format = 1
    static let maximumResults = 64
    static let maximumProjects = 32
    static let summaryLifetime: TimeInterval = 30 * 24 * 3600

    let directory: String
    /// statefix's version and the executable's size and modification time: results of another
    /// build (an upgrade, or a developer's rebuild) are foreign.
    let build: String
    private let fileManager = FileManager.default

    init(directory: String, build: String) {
        self.directory = directory
        self.build = build
    }

    /// The folder the cache lives in: `--cache-path`, else `~/Library/Caches/statefix` on macOS,
    /// else `$XDG_CACHE_HOME/statefix`, else `~/.cache/statefix`; nil when none can be named.
    static func defaultDirectory(_ variables: [String: String]) -> String? {
        #if os(macOS)
        if let home = variables["HOME"], !home.isEmpty { return home + "/Library/Caches/statefix" }
        #endif
        if let xdg = variables["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/statefix" }
        if let home = variables["HOME"], !home.isEmpty { return home + "/.cache/statefix" }
        return nil
    }

    /// This executable's identity, for `build`: the version, and the size and modification time
    /// of the executable and of the SwiftSyntax libraries it loaded (on Linux they are the
    /// toolchain's shared libraries, which a toolchain update replaces under the same binary).
    static func currentBuild() -> String {
        var build = "statefix \(StatefixCommand.version)"
        func stamp(_ path: String) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            build += " \(size) \(Int64(modified * 1000))"
        }
        if let path = Bundle.main.executablePath { stamp(path) }
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
            var libraries = Set<String>()
            for line in maps.split(separator: "\n") {
                guard let slash = line.firstIndex(of: "/") else { continue }
                let path = String(line[slash...])
                if path.contains("/libSwiftParser") || path.contains("/libSwiftSyntax.") { libraries.insert(path) }
            }
            for library in libraries.sorted() { stamp(library) }
        }
        return build
    }

    // MARK: File summaries

    fileprivate struct SummaryPack: Codable {
        var format: Int
        var build: String
        var entries: [String: Entry]

        struct Entry: Codable {
            var summary: FileSummary
            /// Seconds since 1970 when a run last used it.
            var used: Double
        }
    }

    /// The summaries of one project (the files a run in `root` reads), keyed by content.
    final class Summaries: FileSummaryStore {
        private let contents: [[UInt8]]
        private let languageMode: LanguageMode
        private var hashes: [Int: String] = [:]
        private var known: [String: SummaryPack.Entry]
        private var used: [String: FileSummary] = [:]

        fileprivate init(contents: [[UInt8]], languageMode: LanguageMode, known: [String: SummaryPack.Entry]) {
            self.contents = contents
            self.languageMode = languageMode
            self.known = known
        }

        /// The SHA-256 of candidate `index`'s bytes (computed once, only for files a run looks at).
        func hash(of index: Int) -> String {
            if let hash = hashes[index] { return hash }
            let hash = SHA256.hex(contents[index])
            hashes[index] = hash
            return hash
        }

        /// A candidate's key: its bytes' digest and the language mode it is parsed in first.
        private func key(_ index: Int) -> String { hash(of: index) + "-" + languageMode.rawValue }

        func summary(of index: Int) -> FileSummary? {
            let key = key(index)
            guard let entry = known[key] else { return nil }
            used[key] = used[key].map { $0.merging(entry.summary) } ?? entry.summary
            return entry.summary
        }

        func record(_ summary: FileSummary, of index: Int) {
            let key = key(index)
            let merged = known[key].map { summary.merging($0.summary) } ?? summary
            known[key] = SummaryPack.Entry(summary: merged, used: 0)
            used[key] = merged
        }

        /// What to write back: this run's entries stamped now, and earlier ones still young.
        fileprivate func pack(build: String, now: Double) -> SummaryPack {
            var entries: [String: SummaryPack.Entry] = [:]
            for (key, entry) in known where entry.used > 0 && now - entry.used < ResultCache.summaryLifetime { entries[key] = entry }
            for (key, summary) in used { entries[key] = SummaryPack.Entry(summary: summary, used: now) }
            return SummaryPack(format: ResultCache.format, build: build, entries: entries)
        }

        /// True when the run used or learnt a summary (a use refreshes its stamp).
        fileprivate var needsWrite: Bool { !used.isEmpty }
    }

    private func summaryPath(project: String) -> String {
        directory + "/summaries/" + SHA256.hex(project).prefix(32) + ".json"
    }

    /// The summaries of `project` (an absolute folder), for candidates with these bytes.
    func summaries(project: String, contents: [[UInt8]], languageMode: LanguageMode) -> Summaries {
        var known: [String: SummaryPack.Entry] = [:]
        if let data = fileManager.contents(atPath: summaryPath(project: project)),
           let pack = try? JSONDecoder().decode(SummaryPack.self, from: data), pack.format == Self.format, pack.build == build {
            known = pack.entries
        }
        return Summaries(contents: contents, languageMode: languageMode, known: known)
    }

    /// Writes `summaries` back (whole, atomically) when the run learnt or used anything.
    func save(_ summaries: Summaries, project: String) {
        guard summaries.needsWrite else { return }
        let pack = summaries.pack(build: build, now: Date().timeIntervalSince1970)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(pack) else { return }
        if write(data, to: summaryPath(project: project)) { prune(folder: "summaries", keep: Self.maximumProjects) }
    }

    // MARK: Run results

    /// A run's result without its model: what reports and writes need.
    struct CachedRun: Codable {
        var format: Int
        var build: String
        /// The whole key text's digest (the file name is its digest too; this catches a file
        /// copied or renamed by hand).
        var key: String
        var findings: [Finding]
        var baselined: [Finding]
        var problems: [SourceProblem]
        /// New contents of each changed file (valid UTF-8: the files read were, and edits are text).
        var outputs: [Int: String]
        var edits: [Int: [FileEdit]]
        var passes: Int
    }

    private func resultPath(_ key: String) -> String { directory + "/results/" + key + ".json" }

    /// The result stored under `key` (a digest from `RunKey`), with `files` its sources, or nil.
    func result(_ key: String, files: [SourceFile]) -> EngineResult? {
        guard let data = fileManager.contents(atPath: resultPath(key)),
              let run = try? JSONDecoder().decode(CachedRun.self, from: data),
              run.format == Self.format, run.build == build, run.key == key else { return nil }
        // Whatever decodes must still fit these files; anything else is not trusted.
        let count = files.count
        func fits(_ finding: Finding) -> Bool {
            (0..<count).contains(finding.file) && finding.notes.allSatisfy { (0..<count).contains($0.file) }
                && (finding.fix?.edits ?? []).allSatisfy { (0..<count).contains($0.file) && $0.range.upperBound <= files[$0.file].bytes.count }
        }
        guard (run.findings + run.baselined).allSatisfy(fits),
              run.outputs.keys.allSatisfy({ (0..<count).contains($0) }), run.edits.keys.allSatisfy({ (0..<count).contains($0) }) else { return nil }
        return EngineResult(findings: run.findings, outputs: run.outputs.mapValues { Array($0.utf8) }, edits: run.edits,
                            problems: run.problems, indexes: IndexCache(files: files), passes: run.passes, baselined: run.baselined)
    }

    /// Stores `result` under `key`.
    func store(_ result: EngineResult, key: String) {
        var outputs: [Int: String] = [:]
        for (file, bytes) in result.outputs {
            // A result that text cannot carry exactly is simply not cached.
            guard let text = String(validating: bytes, as: UTF8.self) else { return }
            outputs[file] = text
        }
        let run = CachedRun(format: Self.format, build: build, key: key, findings: result.findings, baselined: result.baselined,
                            problems: result.problems, outputs: outputs, edits: result.edits, passes: result.passes)
        guard let data = try? JSONEncoder().encode(run) else { return }
        if write(data, to: resultPath(key)) { prune(folder: "results", keep: Self.maximumResults) }
    }

    // MARK: Files

    /// Writes `data` to `path` atomically (Foundation writes a temporary file beside it and
    /// renames it, as statefix writes reports and baselines). Returns false when the folder
    /// cannot be written: the cache is an optimisation, so a run never fails because of it.
    private func write(_ data: Data, to path: String) -> Bool {
        do {
            // Entries hold copies of source code: they and their folder are the owner's only, as
            // the user's other caches are.
            try fileManager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            // The entry itself too (the folder already keeps others out while this is set).
            try? fileManager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            return true
        } catch {
            return false
        }
    }

    /// Keeps the `keep` most recently written entries of `folder`.
    private func prune(folder: String, keep: Int) {
        let path = directory + "/" + folder
        guard let names = try? fileManager.contentsOfDirectory(atPath: path) else { return }
        let entries = names.filter { $0.hasSuffix(".json") }.map { name in
            (name: name, modified: (try? fileManager.attributesOfItem(atPath: path + "/" + name)[.modificationDate] as? Date) ?? .distantPast)
        }
        guard entries.count > keep else { return }
        for entry in entries.sorted(by: { $0.modified > $1.modified }).dropFirst(keep) {
            try? fileManager.removeItem(atPath: path + "/" + entry.name)
        }
    }
}

/// The text a run's result depends on, and its digest (`ResultCache` keys results by it).
enum RunKey {
    /// - Parameters:
    ///   - files: the chosen files, in run order.
    ///   - hashes: each file's bytes' SHA-256 (by `files` index).
    static func digest(build: String, files: [SourceFile], hashes: [String], editable: Set<Int>, selection: RuleSelection,
                       languageMode: LanguageMode) -> String {
        var text = "statefix-run \(ResultCache.format)\nbuild \(build)\nmode \(languageMode.rawValue)\n"
        if let target = selection.deploymentTarget {
            text += "target ios=\(target.iOS.map(String.init(describing:)) ?? "-") macos=\(target.macOS.map(String.init(describing:)) ?? "-") "
                + "watchos=\(target.watchOS.map(String.init(describing:)) ?? "-") source=\(target.source)\n"
        } else {
            text += "target none\n"
        }
        for rule in selection.configuredOptions.keys.sorted() {
            for (name, value) in selection.configuredOptions[rule]!.sorted(by: { $0.key < $1.key }) {
                text += "option \(rule) \(name) \(value)\n"
            }
        }
        if let baseline = selection.baseline {
            for file in baseline.entries.keys.sorted() {
                for (fingerprint, count) in baseline.entries[file]!.sorted(by: { $0.key < $1.key }) {
                    text += "baseline \(file) \(fingerprint) \(count)\n"
                }
            }
        }
        for file in files {
            let rules = editable.contains(file.index) ? (selection.enabled[file.index] ?? []).sorted().joined(separator: ",") : "-"
            text += "file \(file.index) \(hashes[file.index]) \(file.languageMode.rawValue) \(rules) \(selection.stablePaths[file.index] ?? "-") \(file.path)\n"
        }
        return SHA256.hex(text)
    }
}
