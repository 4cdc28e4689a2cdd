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
/// - **Model facts** (`facts/<project>.json`), by the same key: what the model indexes take
///   from the file (`ArchivableFacts`: its declarations and Observation sites, syntax held by
///   place), so that a run whose result is not cached parses only the files a rule looks into.
///   Read only by such a run.
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
    static let format = 4
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

    /// The model facts of a project's files, by summary key, then by `ArchivableFacts.archiveID`
    /// and path (each as JSON). A file of its own: a run whose result is cached never reads it.
    fileprivate struct FactsPack: Codable {
        var format: Int
        var build: String
        var entries: [String: [String: String]]
    }

    /// The summaries of one project (the files a run in `root` reads), keyed by content.
    final class Summaries: FileSummaryStore {
        private let contents: [[UInt8]]
        /// The mode each candidate is parsed in first.
        private let languageModes: [LanguageMode]
        private var hashes: [Int: String] = [:]
        private var known: [String: SummaryPack.Entry]
        private var used: [String: FileSummary] = [:]
        private var learntFacts: [String: [String: String]] = [:]
        /// The facts pack, read on first use (nil until then).
        private var knownFacts: [String: [String: String]]?
        private let loadFacts: () -> [String: [String: String]]
        /// The run learnt something, or used an entry last stamped more than a day ago.
        private var changed = false
        /// The run learnt facts (the facts pack is rewritten only then).
        private var factsChanged = false

        fileprivate init(contents: [[UInt8]], languageModes: [LanguageMode], known: [String: SummaryPack.Entry],
                         loadFacts: @escaping () -> [String: [String: String]]) {
            self.contents = contents
            self.languageModes = languageModes
            self.known = known
            self.loadFacts = loadFacts
        }

        /// The stored facts, read now if they were not (from one thread, before any lookup).
        func readFacts() {
            if knownFacts == nil { knownFacts = loadFacts() }
        }

        /// The SHA-256 of candidate `index`'s bytes (computed once, only for files a run looks at).
        func hash(of index: Int) -> String {
            if let hash = hashes[index] { return hash }
            let hash = SHA256.hex(contents[index])
            hashes[index] = hash
            return hash
        }

        /// A candidate's key: its bytes' digest and the language mode it is parsed in first.
        private func key(_ index: Int) -> String { hash(of: index) + "-" + languageModes[index].rawValue }

        func summary(of index: Int) -> FileSummary? {
            let key = key(index)
            guard let entry = known[key] else { return nil }
            used[key] = used[key].map { $0.merging(entry.summary) } ?? entry.summary
            // A use refreshes the entry's stamp; rewriting the pack for that is worth it once a day.
            if entry.used < Date().timeIntervalSince1970 - 24 * 3600 { changed = true }
            return entry.summary
        }

        func record(_ summary: FileSummary, of index: Int) {
            changed = true
            let key = key(index)
            let merged = known[key].map { summary.merging($0.summary) } ?? summary
            known[key] = SummaryPack.Entry(summary: merged, used: 0)
            used[key] = merged
        }

        /// The stored facts `id` of candidate `index`, as JSON.
        func facts(_ id: String, of index: Int) -> String? {
            let key = key(index)
            return learntFacts[key]?[id] ?? knownFacts?[key]?[id]
        }

        func hasFacts(of index: Int) -> Bool {
            let key = key(index)
            return learntFacts[key] != nil || knownFacts?[key] != nil
        }

        /// Keeps facts `id` (JSON) of candidate `index` for later runs.
        func record(facts json: String, _ id: String, of index: Int) {
            changed = true
            factsChanged = true
            learntFacts[key(index), default: [:]][id] = json
        }

        /// What to write back: this run's entries stamped now, and earlier ones still young.
        fileprivate func pack(build: String, now: Double) -> SummaryPack {
            var entries: [String: SummaryPack.Entry] = [:]
            for (key, entry) in known where entry.used > 0 && now - entry.used < ResultCache.summaryLifetime { entries[key] = entry }
            for (key, summary) in used { entries[key] = SummaryPack.Entry(summary: summary, used: now) }
            return SummaryPack(format: ResultCache.format, build: build, entries: entries)
        }

        /// The facts to write back with `pack`: those of its entries and of every file this run
        /// read (a file of a run's reserve has facts but no summary: it is never parsed by the
        /// prefilter); nil when the run learnt none.
        fileprivate func factsPack(build: String, keys: Dictionary<String, SummaryPack.Entry>.Keys) -> FactsPack? {
            guard factsChanged else { return nil }
            readFacts()
            var entries: [String: [String: String]] = [:]
            for key in Set(keys).union(hashes.keys.map(key)) {
                let facts = (knownFacts?[key] ?? [:]).merging(learntFacts[key] ?? [:]) { $1 }
                if !facts.isEmpty { entries[key] = facts }
            }
            return FactsPack(format: ResultCache.format, build: build, entries: entries)
        }

        /// True when the run learnt a summary or facts, or used an entry stamped a day ago or more.
        fileprivate var needsWrite: Bool { changed }
    }

    /// The model facts of a run's files as read, kept beside their summaries (the engine's
    /// `FileFactsArchive`). A file is looked up only when it is one of the files the run read
    /// (a file a pass rewrote is another object, and is never archived).
    final class Facts: FileFactsArchive {
        private let summaries: Summaries
        /// Candidate index of each file as read, by object.
        private let candidates: [ObjectIdentifier: Int]
        private let files: [SourceFile]

        init(summaries: Summaries, files: [SourceFile], candidates: [Int]) {
            self.summaries = summaries
            self.files = files
            self.candidates = Dictionary(uniqueKeysWithValues: zip(files.map(ObjectIdentifier.init), candidates))
            // Digests and stored facts now, so that `facts(_:of:)` only reads (the engine calls it
            // from several threads).
            for candidate in candidates { _ = summaries.hash(of: candidate) }
            summaries.readFacts()
        }

        /// True when facts of some kind are stored for `file` (an earlier run analysed its bytes).
        func hasFacts(of file: SourceFile) -> Bool {
            guard let candidate = candidates[ObjectIdentifier(file)] else { return false }
            return summaries.hasFacts(of: candidate)
        }

        func facts<F: ArchivableFacts>(_ kind: F.Type, of file: SourceFile) -> F? {
            guard let candidate = candidates[ObjectIdentifier(file)], let json = summaries.facts(Self.key(F.self, file), of: candidate) else { return nil }
            let decoder = JSONDecoder()
            decoder.userInfo[.sourceFile] = file
            // Facts that do not decode (a damaged entry) are computed again.
            return try? decoder.decode(F.self, from: Data(json.utf8))
        }

        func store<F: ArchivableFacts>(_ facts: F, of file: SourceFile) {
            guard let candidate = candidates[ObjectIdentifier(file)], let data = try? JSONEncoder().encode(facts) else { return }
            summaries.record(facts: String(decoding: data, as: UTF8.self), Self.key(F.self, file), of: candidate)
        }

        /// Facts are stored by kind and path: a few name the file (a local type's name), and
        /// two files of a project may hold the same bytes.
        private static func key<F: ArchivableFacts>(_ kind: F.Type, _ file: SourceFile) -> String { F.archiveID + " " + file.path }
    }

    private func summaryPath(project: String) -> String {
        directory + "/summaries/" + SHA256.hex(project).prefix(32) + ".json"
    }

    private func factsPath(project: String) -> String {
        directory + "/facts/" + SHA256.hex(project).prefix(32) + ".json"
    }

    /// The summaries of `project` (an absolute folder), for candidates with these bytes, each
    /// parsed in its language mode first.
    func summaries(project: String, contents: [[UInt8]], languageModes: [LanguageMode]) -> Summaries {
        var known: [String: SummaryPack.Entry] = [:]
        if let data = fileManager.contents(atPath: summaryPath(project: project)),
           let pack = try? JSONDecoder().decode(SummaryPack.self, from: data), pack.format == Self.format, pack.build == build {
            known = pack.entries
        }
        let path = factsPath(project: project)
        return Summaries(contents: contents, languageModes: languageModes, known: known) { [build, fileManager] in
            guard let data = fileManager.contents(atPath: path),
                  let pack = try? JSONDecoder().decode(FactsPack.self, from: data), pack.format == Self.format, pack.build == build else { return [:] }
            return pack.entries
        }
    }

    /// Writes `summaries` back (whole, atomically) when the run learnt anything or refreshed an old stamp.
    func save(_ summaries: Summaries, project: String) {
        guard summaries.needsWrite else { return }
        let pack = summaries.pack(build: build, now: Date().timeIntervalSince1970)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(pack) else { return }
        if write(data, to: summaryPath(project: project)) { prune(folder: "summaries", keep: Self.maximumProjects) }
        // Facts go with the summaries they belong to (a summary dropped takes its facts along).
        if let facts = summaries.factsPack(build: build, keys: pack.entries.keys), let data = try? encoder.encode(facts),
           write(data, to: factsPath(project: project)) {
            prune(folder: "facts", keep: Self.maximumProjects)
        }
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
        var unknownTarget: UnknownTargetFindings
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
        var result = EngineResult(findings: run.findings, outputs: run.outputs.mapValues { Array($0.utf8) }, edits: run.edits,
                                  problems: run.problems, indexes: IndexCache(files: files), passes: run.passes, baselined: run.baselined)
        result.unknownTarget = run.unknownTarget
        return result
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
                            problems: result.problems, outputs: outputs, edits: result.edits, passes: result.passes, unknownTarget: result.unknownTarget)
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
        func describe(_ target: DeploymentTarget?) -> String {
            guard let target else { return "none" }
            return "ios=\(target.iOS.map(String.init(describing:)) ?? "-") macos=\(target.macOS.map(String.init(describing:)) ?? "-") "
                + "watchos=\(target.watchOS.map(String.init(describing:)) ?? "-") tvos=\(target.tvOS.map(String.init(describing:)) ?? "-") source=\(target.source)"
        }
        text += "target \(describe(selection.deploymentTarget))\n"
        // Each file's own target (the projects' settings changed: findings and notes change).
        for file in selection.fileTargets.keys.sorted() { text += "file-target \(file) \(describe(selection.fileTargets[file]!))\n" }
        text += "platforms \(selection.platformsBuilt.joined(separator: ","))\n"
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
