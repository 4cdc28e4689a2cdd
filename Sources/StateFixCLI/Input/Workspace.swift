import Foundation
import StateFixCore
import StateFixRules

/// The files of one run: the edit scope (what the user asked about) and the analysis scope
/// (every Swift file the type model needs), read once, and which rules report where.
struct Workspace {
    var sources: [SourceFile] = []
    /// The disk file behind each source (nil for stdin).
    var entries: [SwiftFiles.Entry?] = []
    /// The index entry behind each staged source.
    var staged: [Int: Git.StagedFile] = [:]
    /// Indices of the sources in the edit scope.
    var editable: Set<Int> = []
    /// How many files the edit scope holds (parsed or not: the prefilter leaves out files that cannot matter).
    var editScopeCount = 0
    /// How many files were read, both scopes (`STATEFIX_STATS`).
    var readCount = 0
    var problems: [SourceProblem] = []
    var notes: [String] = []
    /// How many Swift files inside the folders given git ignores (and statefix skipped).
    var ignoredCount = 0
    /// The git work tree's root (staged mode).
    var root: String?
    var options: CommandOptions
    /// The run's deployment target: each platform's lowest among the edit scope's files.
    var deploymentTarget: DeploymentTarget?
    /// The language mode files no target claims are parsed in first, and where it was read.
    var languageMode: (mode: LanguageMode, source: String)?
    /// The projects found, their targets, and each file's settings.
    var projectModel = ProjectModel(manifests: [])
    /// How many files of the edit scope each target compiles, by `BuildTarget.label`.
    var filesPerTarget: [String: Int] = [:]
    /// Files of the edit scope no target compiles (display paths), and the project that stood in for each.
    var unclaimedFiles: [(path: String, fallback: String?)] = []
    /// Which rules report in which file, decided before any rule runs.
    var selection = RuleSelection(enabled: [:])
    /// The cache (nil with `--no-cache`, for `audit`, or when no folder can be named).
    var cache: ResultCache?
    /// The file summaries of this run's project (with the files' model facts), when cached.
    var summaries: ResultCache.Summaries?
    /// The folder the summaries belong to.
    var project = ""
    /// Each source's position among the files read.
    var candidateIndices: [Int] = []
    /// The per-file facts the active rules' indexes read.
    var factKinds: [FileFactsKind] = []
    /// Facts computed while parsing, by source index.
    var prepared: [Int: PreparedFacts] = [:]
    /// The active rules whose deployment requirement the project meets.
    var rules: [RuleReading] = []
    /// The progress line on a terminal (see `ProgressLine`).
    var progress: ProgressLine?
    /// Sources left unparsed for a rule that reads every file (`IndexCache.reserve`), by index.
    var reserve: Set<Int> = []
    /// The files of the edit scope that an enabled rule's needles choose are parsed whole (a
    /// run over named files: see `needsTree`).
    var wholeFiles = false

    init(options: CommandOptions) {
        self.options = options
    }

    /// One file read for the run, before parsing.
    private struct Input {
        var entry: SwiftFiles.Entry?
        var bytes: [UInt8]
        var staged: Git.StagedFile?
        var editable: Bool
    }

    /// Reads everything the run needs. Throws a usage error for a bad configuration or a
    /// `--staged` run outside a git repository.
    static func load(_ options: CommandOptions, _ environment: StatefixCommand.Environment) throws -> Workspace {
        var workspace = Workspace(options: options)
        let cwd = environment.currentDirectory
        for (flag, names) in [("--enable", options.enable), ("--disable", options.disable)] {
            for name in names.sorted() where RuleRegistry.catalog.family(name) != nil && RuleRegistry.catalog.expand(name)?.isEmpty == true {
                workspace.notes.append("the family '\(name)' has no rules yet, so \(flag) \(name) changes nothing")
            }
        }
        let configurations = try ConfigurationResolver(options: options, currentDirectory: cwd)
        let (edit, contextRoot) = try workspace.collectEditScope(configurations, environment)
        if edit.isEmpty && workspace.problems.isEmpty && !options.staged && options.stdinPath == nil {
            // SwiftLint's "No lintable files found": a path that holds no Swift is a mistake worth saying.
            let skipped = workspace.ignoredCount > 0 ? "; \(workspace.ignoredCount) git-ignored (--no-ignore to include them)" : ""
            throw UsageError(message: "no Swift files found in \(options.paths.joined(separator: ", "))\(skipped)")
        }
        let context = workspace.collectAnalysisScope(contextRoot: contextRoot, excluding: Set(edit.compactMap { $0.entry?.absolutePath }), cwd: cwd)

        // One list sorted by path; every file's enabled rules, then parse what can matter.
        var all = edit + context
        all.sort { ($0.entry?.displayPath ?? "") < ($1.entry?.displayPath ?? "") }
        workspace.editScopeCount = all.filter(\.editable).count
        let catalog = RuleRegistry.catalog
        let cli = ((try? catalog.expand(options.enable).get()) ?? [], (try? catalog.expand(options.disable).get()) ?? [])
        var byConfiguration: [String: Set<String>] = [:]
        let enabled = all.map { input -> Set<String>? in
            guard input.editable else { return nil }
            let configuration = input.entry.flatMap { configurations.configuration(for: $0.absolutePath) }
            let key = configuration?.path ?? ""
            if let known = byConfiguration[key] { return known }
            let rules = Self.enabledRules(enabled: cli.0, disabled: cli.1, configuration)
            byConfiguration[key] = rules
            return rules
        }
        if let message = configurations.errors.first { throw UsageError(message: message) }
        // The rules' settings, the deployment target and the language mode.
        let configured = configurations.explicit
            ?? all.lazy.filter(\.editable).compactMap { $0.entry.flatMap { configurations.configuration(for: $0.absolutePath) } }.first
        let (model, fileSettings) = PhaseClock.shared.measure("project settings") {
            let model = ProjectModel.find(from: workspace.projectSearchStarts(cwd: cwd), currentDirectory: cwd)
            return (model, all.map { input in
                input.entry.map { model.settings(forFile: SwiftFiles.normalize($0.absolutePath)) } ?? model.settings(forFile: SwiftFiles.normalize(cwd) + "/-")
            })
        }
        workspace.projectModel = model
        for (input, settings) in zip(all, fileSettings) where input.editable {
            for target in settings.targets { workspace.filesPerTarget[target.label, default: 0] += 1 }
            // A manifest (Tuist's `Project.swift`, its `Tuist/` helpers) is read by the tool that generates the project, not compiled into it.
            if settings.targets.isEmpty, !model.isManifest(input.entry?.absolutePath ?? "") {
                let source = settings.deploymentTarget == nil && settings.languageMode == nil
                    ? settings.fallback.map { "in \($0), whose targets statefix cannot read: settings unknown" } : settings.fallback.map { "settings of \($0)" }
                workspace.unclaimedFiles.append((input.entry?.displayPath ?? options.stdinPath ?? "<stdin>", source))
            }
        }
        // Per platform: a flag over the configuration over the targets that compile the file.
        let overrides = workspace.deploymentOverrides(configured: configured, cwd: cwd)
        let targets = fileSettings.map { DeploymentTarget.merging(overrides + [$0.deploymentTarget]) }
        workspace.deploymentTarget = DeploymentTarget.merging(overrides + [DeploymentTarget.lowest(zip(all, fileSettings).filter { $0.0.editable }.compactMap(\.1.deploymentTarget))])
        if let mode = options.languageMode {
            workspace.languageMode = (mode, "command line")
        } else if let configured, let mode = configured.languageMode {
            workspace.languageMode = (mode, SwiftFiles.display(configured.path ?? ".statefix.json", cwd))
        } else {
            // From the files targets compile (a Tuist manifest's own mode says nothing of the app's).
            let compiled = zip(all, fileSettings).filter { $0.0.editable && !$0.1.targets.isEmpty }.compactMap(\.1.languageMode)
            let modes = compiled.isEmpty ? zip(all, fileSettings).filter { $0.0.editable }.compactMap(\.1.languageMode) : compiled
            workspace.languageMode = modes.first { $0.mode == .swift5 } ?? modes.first
        }
        let fileModes = options.languageMode == nil && configured?.languageMode == nil ? fileSettings.map { $0.languageMode?.mode } : all.map { _ in nil }
        // Advice for a file of unknown target names the flags of the platforms its targets build for.
        let unknownPlatforms = Set(zip(all.indices, targets).filter { all[$0.0].editable && $0.1 == nil }.flatMap { fileSettings[$0.0].platforms })
        workspace.selection.platformsBuilt = (unknownPlatforms.isEmpty ? model.platformsBuilt : unknownPlatforms.sorted()).map(\.rawValue)
        if options.cache, options.command == .run,
           let folder = options.cachePath.map({ SwiftFiles.absolute($0, cwd) }) ?? ResultCache.defaultDirectory(environment.variables) {
            workspace.cache = ResultCache(directory: folder, build: ResultCache.currentBuild())
        }
        if environment.stderrIsTerminal && !options.quiet && options.format == .text && environment.variables["TERM"] != "dumb" {
            workspace.progress = ProgressLine(delay: environment.progressDelay, write: environment.stderr)
        }
        workspace.parse(all, enabled: enabled, targets: targets, languageModes: fileModes, cwd: cwd)
        for index in workspace.editable {
            workspace.selection.stablePaths[index] = workspace.entries[index].map { SwiftFiles.patchPath($0, currentDirectory: cwd) }
        }
        if let path = options.baseline { workspace.selection.baseline = try BaselineFile.load(SwiftFiles.absolute(path, cwd)) }
        workspace.selection.deploymentTarget = workspace.deploymentTarget
        workspace.selection.configuredOptions = configured?.ruleOptions ?? [:]
        // Without one, a new .statefix.json in the current folder applies to the files below it.
        workspace.selection.settingsFile = configured?.path.map { SwiftFiles.display($0, cwd) } ?? ".statefix.json"
        return workspace
    }

    /// The edit scope: stdin, the staged files, or the paths given; and the folder whose files
    /// form the analysis scope (the repository) when single files were given.
    private mutating func collectEditScope(_ configurations: ConfigurationResolver, _ environment: StatefixCommand.Environment) throws
        -> (inputs: [Input], contextRoot: String?) {
        let cwd = environment.currentDirectory
        var edit: [Input] = []
        if let stdinPath = options.stdinPath {
            let bytes = environment.stdin()
            if let problem = SourceFile.decodingProblem(bytes) {
                problems.append(SourceProblem(path: stdinPath, message: problem))
            } else {
                let absolute = SwiftFiles.absolute(stdinPath, cwd)
                edit.append(Input(entry: SwiftFiles.Entry(absolutePath: SwiftFiles.realPath(absolute), displayPath: stdinPath), bytes: bytes, editable: true))
            }
            // The other files of the repository still count (the text from stdin replaces the file on disk).
            return (edit, Git.root(of: cwd))
        }
        if options.staged {
            guard let root = Git.root(of: cwd) else { throw UsageError(message: "--staged needs a git repository (none at \(cwd))") }
            self.root = root
            let (files, problems) = Git.stagedSwiftFiles(root: root)
            self.problems += problems
            let included = files.filter { !configurations.excludes(root + "/" + $0.path) }
            let contents = Git.blobs(included.map(\.blob), root: root)
            for file in included {
                let absolute = root + "/" + file.path
                guard let bytes = contents[file.blob] else {
                    self.problems.append(SourceProblem(path: SwiftFiles.display(absolute, cwd), message: "staged content cannot be read; file skipped"))
                    continue
                }
                if let problem = SourceFile.decodingProblem(bytes) {
                    self.problems.append(SourceProblem(path: SwiftFiles.display(absolute, cwd), message: problem))
                    continue
                }
                edit.append(Input(entry: SwiftFiles.Entry(absolutePath: absolute, displayPath: SwiftFiles.display(absolute, cwd)), bytes: bytes,
                                  staged: file, editable: true))
            }
            return (edit, root)
        }
        var (entries, missing) = SwiftFiles.collect(options.paths, currentDirectory: cwd, followSymlinks: options.followSymlinks)
        problems += missing
        if options.respectsGitIgnore {
            // Files found by walking a folder are skipped where git ignores them (generated
            // code, vendored checkouts), as ripgrep and swift-format do; named files are kept.
            let named = Set(options.paths.filter { SwiftFiles.isFile($0, cwd) }.map { SwiftFiles.realPath(SwiftFiles.normalize(SwiftFiles.absolute($0, cwd))) })
            // A folder given is asked only when it is not the current one (each question runs git).
            let here = SwiftFiles.normalize(cwd)
            if let root = Git.root(of: cwd) ?? options.paths.lazy.compactMap({ path -> String? in
                let folder = SwiftFiles.normalize(SwiftFiles.absolute(path, cwd))
                return folder != here && SwiftFiles.isFolder(path, cwd) ? Git.root(of: folder) : nil
            }).first {
                let prefix = SwiftFiles.normalize(root) + "/"
                let ignored = Git.ignored(entries.map(\.absolutePath).filter { $0.hasPrefix(prefix) && !named.contains($0) }, root: root)
                if !ignored.isEmpty {
                    entries.removeAll { ignored.contains($0.absolutePath) }
                    ignoredCount = ignored.count
                }
            }
        }
        let included = entries.filter { !configurations.excludes($0.absolutePath) }
        for (entry, read) in zip(included, PhaseClock.shared.measure("read") { Self.read(included, jobs: options.jobs) }) {
            switch read {
            case .success(let bytes): edit.append(Input(entry: entry, bytes: bytes, editable: true))
            case .failure(let problem): problems.append(problem)
            }
        }
        return (edit, options.paths.contains(where: { $0.hasSuffix(".swift") && SwiftFiles.isFile($0, cwd) }) ? Git.root(of: cwd) : nil)
    }

    /// The analysis scope beyond the edit scope: `--project-root`, or the repository when files
    /// or staged content are given (so extensions and initializers elsewhere are seen).
    private mutating func collectAnalysisScope(contextRoot: String?, excluding editPaths: Set<String>, cwd: String) -> [Input] {
        var context: [SwiftFiles.Entry] = []
        if let projectRoot = options.projectRoot {
            let (entries, missing) = SwiftFiles.collect([projectRoot], currentDirectory: cwd, followSymlinks: options.followSymlinks)
            problems += missing
            context = entries
        } else if let contextRoot {
            context = Git.swiftFiles(root: contextRoot).map { SwiftFiles.Entry(absolutePath: $0, displayPath: SwiftFiles.display($0, cwd)) }
        } else if options.stdinPath != nil || options.paths.contains(where: { $0.hasSuffix(".swift") && SwiftFiles.isFile($0, cwd) }) {
            notes.append("only the files given are analysed; initializers and extensions in other files are not seen (run inside the git repository, or pass --project-root)")
        }
        let others = context.filter { !editPaths.contains($0.absolutePath) }
        return zip(others, Self.read(others, jobs: options.jobs)).compactMap { entry, read in
            guard case .success(let bytes) = read else { return nil }
            return Input(entry: entry, bytes: bytes, editable: false)
        }
    }

    /// The bytes of each entry (or why not), read on `jobs` threads: reading and checking
    /// UTF-8 is most of a run's time before parsing.
    private static func read(_ entries: [SwiftFiles.Entry], jobs: Int) -> [Result<[UInt8], SourceProblem>] {
        Parallel.map(entries.count, jobs: jobs, size: { _ in 0 }) { SwiftFiles.read(entries[$0]) }
    }

    /// Parses what can matter to the enabled rules (see `Prefilter`), in parallel, and keeps the
    /// parsed files in path order with their selection.
    /// `targets`, `languageModes`: each input's deployment target and language mode, from the
    /// targets that compile it.
    private mutating func parse(_ all: [Input], enabled: [Set<String>?], targets: [DeploymentTarget?], languageModes: [LanguageMode?], cwd: String) {
        let active = enabled.compactMap { $0 }.reduce(into: Set<String>()) { $0.formUnion($1) }
        // A rule no file's deployment target lets run never runs (`RunState`): its needles choose nothing.
        var distinct: [DeploymentTarget?] = []
        for (input, target) in zip(all, targets) where input.editable && !distinct.contains(target) { distinct.append(target) }
        // A file of unknown target runs them all: the engine counts what they would report there.
        let runnable = RuleRegistry.all.map { $0.description }.filter { rule in active.contains(rule.id) && distinct.contains { $0 == nil || rule.deployment.isMet(by: $0) } }
        let rules = RuleRegistry.catalog.readings(of: runnable.map(\.id))
        let candidates = zip(all, languageModes).map { input, mode in
            Prefilter.Candidate(path: input.entry?.displayPath ?? options.stdinPath ?? "<stdin>", bytes: input.bytes, editable: input.editable, languageMode: mode)
        }
        let seedEditable = options.staged || options.stdinPath != nil || options.paths.contains { SwiftFiles.isFile($0, cwd) }
        wholeFiles = seedEditable
        let mode = languageMode?.mode ?? .swift6
        let summaries = cache?.summaries(project: SwiftFiles.normalize(cwd), contents: candidates.map(\.bytes), languageModes: candidates.map { $0.languageMode ?? mode })
        self.rules = rules
        factKinds = FileFactsKind.of(rules.flatMap(\.indexes))
        let needsTree = { (index: Int) -> Bool in
            all[index].editable && Self.needsTree(candidates[index].bytes, enabled: enabled[index] ?? [], rules: rules, wholeFiles: seedEditable)
        }
        // A project rule's `looksInto`: parsed whole for facts that read bodies, not kept.
        let looksInto = rules.compactMap(\.looksInto)
        let parsesWhole = { (index: Int) -> Bool in
            all[index].editable && looksInto.contains { $0.matches(candidates[index].bytes) }
        }
        // A rule that reads every file has the files with its needles or its facts' words
        // parsed; the others join the run unparsed (the reserve), and its indexes read those
        // they ask about by name.
        let factTriggers = rules.filter(\.readsEveryFile).flatMap(\.selectsFilesWith)
        var selected = PhaseClock.shared.measure("parse: prefilter, per-file facts") {
            Prefilter.select(candidates, triggers: rules.map(\.trigger) + factTriggers + [RuleCatalog.configurationReading.trigger],
                             followers: rules.flatMap(\.follows), seedEditable: seedEditable,
                             enabled: options.prefilter, jobs: options.jobs, languageMode: mode,
                             summaries: summaries, progress: progress, facts: factKinds, keepsTree: needsTree, parsesWhole: parsesWhole,
                             skeletons: options.prefilter)
        }
        var reserved = Set<Int>()
        if options.prefilter && rules.contains(where: \.readsEveryFile) {
            let chosen = Set(selected.map(\.index))
            for index in candidates.indices where !chosen.contains(index) {
                // Unparsed: the mode and a syntax error are known once something parses it.
                let outcome = ParseOutcome(languageMode: candidates[index].languageMode ?? mode, syntaxError: nil, skeleton: true)
                selected.append((index, SourceFile(path: candidates[index].path, bytes: candidates[index].bytes, index: index, outcome: outcome), [:]))
                reserved.insert(index)
            }
            selected.sort { $0.index < $1.index }
        }
        if let summaries {
            self.summaries = summaries
            project = SwiftFiles.normalize(cwd)
        }
        candidateIndices = selected.map(\.index)
        readCount = candidates.count
        for (position, (candidate, source, facts)) in selected.enumerated() {
            let input = all[candidate]
            source.index = position
            if reserved.contains(candidate) { reserve.insert(position) }
            if !facts.isEmpty { prepared[position] = facts }
            sources.append(source)
            entries.append(input.entry)
            if let file = input.staged { staged[position] = file }
            if targets[candidate] != deploymentTarget { selection.fileTargets[position] = .some(targets[candidate]) }
            if input.editable {
                editable.insert(position)
                selection.enabled[position] = enabled[candidate] ?? []
            }
        }
    }

    /// Whether a file of the edit scope with `bytes`, where `enabled` rules are on, is parsed
    /// whole and its tree kept for the rules: a syntax rule's needles occur (it walks every
    /// such file), or `statefix:` (suppression comments). Project rules decide from per-file
    /// facts and look into a tree only where they report: that file parses again then, and a
    /// tree nobody walks is not kept (a tree takes about 45 times its file's bytes), so such a
    /// file is read as a skeleton, whose syntax errors inside blanked bodies are not known
    /// until a rule reports in it. With `wholeFiles` (the files named: staged files, single
    /// files, standard input), every file an enabled rule's needles choose is parsed whole, so
    /// that each one's syntax error is reported.
    static func needsTree(_ bytes: [UInt8], enabled: Set<String>, rules: [RuleReading], wholeFiles: Bool) -> Bool {
        rules.contains { (wholeFiles || walkers.contains($0.rule)) && enabled.contains($0.rule) && $0.trigger.matches(bytes) }
            || RuleCatalog.configurationReading.trigger.matches(bytes)
    }

    /// The rules that walk every file their needles choose (syntax rules).
    private static let walkers = Set(RuleRegistry.all.filter { $0 is any SyntaxRule.Type }.map { $0.id })

    /// The rules enabled for a file under `configuration` (`enabled`, `disabled`: the expanded
    /// `--enable` and `--disable` ids): `--disable` first, then `--enable`,
    /// then the file's `.statefix.json`, then the default (every rule but the opt-in ones).
    /// `statefix-config` always reports unless disabled.
    static func enabledRules(enabled: Set<String>, disabled: Set<String>, _ configuration: Configuration?) -> Set<String> {
        var result = Set<String>()
        for rule in RuleRegistry.catalog.descriptions + [RuleCatalog.configuration] {
            if disabled.contains(rule.id) { continue }
            if rule.id == RuleCatalog.configuration.id || enabled.contains(rule.id) { result.insert(rule.id); continue }
            if configuration?.enables(rule.id, isOptIn: rule.isOptIn) ?? !rule.isOptIn { result.insert(rule.id) }
        }
        return result
    }

    /// What overrides the targets' deployment targets, per platform, highest first:
    /// `--min-ios`/`--min-macos`/`--min-watchos`/`--min-tvos`, then the configuration's
    /// `min_ios`… (`--min-ios 17` keeps the project's macOS, which a conversion must meet too).
    private func deploymentOverrides(configured: Configuration?, cwd: String) -> [DeploymentTarget?] {
        let flags = DeploymentTarget(iOS: options.minIOS, macOS: options.minMacOS, watchOS: options.minWatchOS, tvOS: options.minTVOS, source: "command line")
        let file = configured.map {
            DeploymentTarget(iOS: $0.minIOS.flatMap(OSVersion.init), macOS: $0.minMacOS.flatMap(OSVersion.init),
                             watchOS: $0.minWatchOS.flatMap(OSVersion.init), tvOS: $0.minTVOS.flatMap(OSVersion.init),
                             source: SwiftFiles.display($0.path ?? ".statefix.json", cwd))
        }
        return [flags, file]
    }

    /// The folders the projects are looked for from (`ProjectModel.find`), real paths (the
    /// files' paths are).
    private func projectSearchStarts(cwd: String) -> [String] {
        (options.staged ? [root ?? cwd] : options.paths.filter { $0 != "-" }.map { path -> String in
            let absolute = SwiftFiles.absolute(path, cwd)
            return SwiftFiles.isFolder(path, cwd) ? absolute : (absolute as NSString).deletingLastPathComponent
        } + (options.paths.isEmpty || options.stdinPath != nil ? [cwd] : [])).map { SwiftFiles.realPath(SwiftFiles.normalize($0)) }
    }

    /// What the run did not report because files' deployment targets are unknown, said once
    /// with the flags of the platforms the projects build for; nil when nothing was left out.
    func unknownTargetNote(_ result: EngineResult) -> String? {
        let left = result.unknownTarget
        guard !left.findings.isEmpty else { return nil }
        let named = selection.platformsBuilt.compactMap(DeploymentTarget.flag(for:))
        let count = left.findings.values.reduce(0, +)
        let rules = EnglishList.and(left.findings.keys.sorted())
        let files = left.files.count
        return "\(count) finding\(count == 1 ? "" : "s") of \(rules) not reported: the deployment target of \(files) file\(files == 1 ? "" : "s") is unknown (no project gives one); pass \(named.isEmpty ? "--min-ios or --min-macos" : EnglishList.and(named)), or set it in .statefix.json"
    }

    /// With `STATEFIX_STATS` set, how many files were read and parsed, after the engine ran
    /// (a rule may have looked into a file the cache let the prefilter skip).
    func printStats(_ environment: StatefixCommand.Environment) {
        // With `STATEFIX_PHASES`, where the time and memory went (`PhaseClock`; statefix-bench reads it).
        if environment.variables["STATEFIX_PHASES"] != nil { environment.stderr(PhaseClock.shared.report) }
        guard environment.variables["STATEFIX_STATS"] != nil else { return }
        // "N parsed" ends the line (tests read it): files parsed at least once.
        let parsed = sources.filter { $0.parses > 0 }
        environment.stderr("statefix: stats: \(parsed.map(\.bytes.count).reduce(0, +)) bytes in \(sources.map(\.parses).reduce(0, +)) parses "
                           + "(\(sources.map(\.skeletonParses).reduce(0, +)) skeletons), "
                           + "\(sources.filter(\.isParsed).count) trees kept; \(readCount) files read, \(parsed.count) parsed\n")
    }

    /// The engine's result for these files: from the cache when an earlier run over the same
    /// chosen files, edit scope and selection stored it; else the engine runs (after parsing, in
    /// parallel, the files the cache let the prefilter skip) and the result is stored.
    func runEngine() -> EngineResult {
        defer {
            progress?.finish()
            if let cache, let summaries { cache.save(summaries, project: project) }
        }
        var key: String?
        if let cache, let summaries {
            // Each source's SHA-256 (the summaries hash each file read once).
            let hashes = candidateIndices.map { summaries.hash(of: $0) }
            key = RunKey.digest(build: cache.build, files: sources, hashes: hashes, editable: editable, selection: selection,
                                languageMode: languageMode?.mode ?? .swift6)
            if let cached = cache.result(key!, files: sources) { return cached }
        }
        // The files the rules surely look into and those whose facts neither this run's parse
        // nor the cache has are parsed first, in parallel; the others only if a rule looks
        // into them.
        let archive = summaries.map { ResultCache.Facts(summaries: $0, files: sources, candidates: candidateIndices) }
        let needed = sources.filter { source in
            // A file parsed here has its facts; its tree was dropped because no rule looks into it.
            source.parses == 0 && !reserve.contains(source.index) && (editable.contains(source.index) && Self.needsTree(source.bytes, enabled: selection.enabled[source.index] ?? [], rules: rules, wholeFiles: wholeFiles)
                || !factKinds.isEmpty && !(archive?.hasFacts(of: source) ?? false))
        }
        PhaseClock.shared.measure("parse: trees the cache skipped") { Prefilter.parseTrees(needed, jobs: options.jobs, progress: progress) }
        let result = PhaseClock.shared.measure("engine") {
            Engine(catalog: RuleRegistry.catalog).run(sources, editable: editable, selection: selection, archive: archive, prepared: prepared, jobs: options.jobs,
                                                      progress: progress, reserve: reserve)
        }
        if let cache, let key { cache.store(result, key: key) }
        return result
    }
}

/// The configuration of each file: `--config FILE` for all, else the nearest `.statefix.json`;
/// and the exclusions of both and of `--exclude`.
struct ConfigurationResolver {
    let explicit: Configuration?
    private let finder = ConfigurationFinder()
    private let options: CommandOptions
    private let currentDirectory: String

    init(options: CommandOptions, currentDirectory: String) throws {
        self.options = options
        self.currentDirectory = currentDirectory
        explicit = try options.config.map { path in
            do { return try Configuration.load(SwiftFiles.absolute(path, currentDirectory)) } catch let error as ConfigurationError {
                throw UsageError(message: error.message)
            }
        }
    }

    /// Errors met while looking for configuration files (the first one stops the run).
    var errors: [String] { finder.errors }

    func configuration(for absolute: String) -> Configuration? {
        explicit ?? finder.configuration(forFolder: SwiftFiles.parent(of: absolute))
    }

    func excludes(_ absolute: String) -> Bool {
        if configuration(for: absolute)?.excludes(absolute) == true { return true }
        if options.exclude.isEmpty { return false }
        let relative = SwiftFiles.relative(absolute, to: currentDirectory)
        return options.exclude.contains { Glob.matches($0, relative) }
    }
}

extension Workspace {
    /// Sets how a report names files: from the repository root for machine-read reports
    /// (patch paths), absolute for `--format xcode`. Shared by a run and `audit`.
    func namePaths(in report: inout Report, currentDirectory: String) {
        report.absolutePath = { SwiftFiles.normalize(SwiftFiles.absolute($0, currentDirectory)) }
        // Editable files have theirs already (the baseline's stable paths); others are rare.
        let (entries, known) = (self.entries, selection.stablePaths)
        report.reportPath = { file in
            known[file.index] ?? entries[file.index].map { SwiftFiles.patchPath($0, currentDirectory: currentDirectory) } ?? file.path
        }
    }
}
