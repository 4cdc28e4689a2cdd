import Foundation

/// The files of one run: the edit scope (what the user asked about) and the analysis scope
/// (every Swift file the type model needs), read once, with configuration per file.
struct Workspace {
    var sources: [SourceFile] = []
    /// The disk file behind each source (nil for stdin).
    var entries: [SwiftFiles.Entry?] = []
    /// The index entry behind each staged source.
    var staged: [Int: Git.StagedFile] = [:]
    /// Indices of the sources in the edit scope.
    var editable: Set<Int> = []
    /// How many files the edit scope holds (parsed or not: the prefilter leaves out files that cannot matter).
    var scanned = 0
    /// How many files were read, and how many of them parsed (for `STATEFIX_STATS`).
    var candidateCount = 0
    var parsedCount = 0
    var problems: [SourceProblem] = []
    var notes: [String] = []
    /// The git work tree's root (staged mode).
    var root: String?
    var options: CommandOptions
    var engineOptions: EngineOptions
    var deploymentTarget: DeploymentTarget?
    private var configurations: [Int: Configuration] = [:]

    init(options: CommandOptions) {
        self.options = options
        self.engineOptions = options.engine
    }

    /// Reads everything the run needs. Throws a usage error for a bad configuration or a
    /// `--staged` run outside a git repository.
    static func load(_ options: CommandOptions, _ environment: StatefixCommand.Environment) throws -> Workspace {
        var workspace = Workspace(options: options)
        let cwd = environment.currentDirectory
        let explicit = try options.config.map { path in
            do { return try Configuration.load(path.hasPrefix("/") ? path : cwd + "/" + path) } catch let error as ConfigurationError {
                throw UsageError(message: error.message)
            }
        }
        let finder = ConfigurationFinder()
        func configuration(for absolute: String) -> Configuration? {
            explicit ?? finder.configuration(forFolder: (absolute as NSString).deletingLastPathComponent)
        }
        func excluded(_ absolute: String) -> Bool {
            if configuration(for: absolute)?.excludes(absolute) == true { return true }
            let relative = SwiftFiles.relative(absolute, to: cwd)
            return options.exclude.contains { Glob.matches($0, relative) }
        }

        // 1. The edit scope.
        var edit: [(SwiftFiles.Entry?, [UInt8], Git.StagedFile?)] = []
        var contextRoot: String?
        if let stdinPath = options.stdinPath {
            let bytes = environment.stdin()
            if let problem = SourceFile.decodingProblem(bytes) {
                workspace.problems.append(SourceProblem(path: stdinPath, message: problem))
            } else {
                let absolute = SwiftFiles.normalize(stdinPath.hasPrefix("/") ? stdinPath : cwd + "/" + stdinPath)
                edit.append((SwiftFiles.Entry(absolutePath: SwiftFiles.realPath(absolute), displayPath: stdinPath), bytes, nil))
            }
            // The other files of the repository still count (the text from stdin replaces the file on disk).
            contextRoot = Git.root(of: cwd)
        } else if options.staged {
            guard let root = Git.root(of: cwd) else { throw UsageError(message: "--staged needs a git repository (none at \(cwd))") }
            workspace.root = root
            contextRoot = root
            let (files, problems) = Git.stagedSwiftFiles(root: root)
            workspace.problems += problems
            for file in files {
                let absolute = root + "/" + file.path
                if excluded(absolute) { continue }
                guard let bytes = Git.blob(file.blob, root: root) else {
                    workspace.problems.append(SourceProblem(path: SwiftFiles.display(absolute, cwd), message: "staged content cannot be read; file skipped"))
                    continue
                }
                if let problem = SourceFile.decodingProblem(bytes) {
                    workspace.problems.append(SourceProblem(path: SwiftFiles.display(absolute, cwd), message: problem))
                    continue
                }
                edit.append((SwiftFiles.Entry(absolutePath: absolute, displayPath: SwiftFiles.display(absolute, cwd)), bytes, file))
            }
        } else {
            let (entries, missing) = SwiftFiles.collect(options.paths, currentDirectory: cwd, followSymlinks: options.followSymlinks)
            workspace.problems += missing
            for entry in entries where !excluded(entry.absolutePath) {
                switch SwiftFiles.read(entry) {
                case .success(let bytes): edit.append((entry, bytes, nil))
                case .failure(let problem): workspace.problems.append(problem)
                }
            }
            if options.paths.contains(where: { StatefixCommand.isFile($0, cwd) }) { contextRoot = Git.root(of: cwd) }
        }

        // 2. The analysis scope: --project-root, or the repository when files or staged content
        //    are given (so extensions and initializers elsewhere are seen).
        var context: [SwiftFiles.Entry] = []
        if let projectRoot = options.projectRoot {
            let (entries, missing) = SwiftFiles.collect([projectRoot], currentDirectory: cwd, followSymlinks: options.followSymlinks)
            workspace.problems += missing
            context = entries
        } else if let contextRoot {
            context = Git.swiftFiles(root: contextRoot).map { SwiftFiles.Entry(absolutePath: $0, displayPath: SwiftFiles.display($0, cwd)) }
        } else if options.stdinPath != nil || options.paths.contains(where: { StatefixCommand.isFile($0, cwd) }) {
            workspace.notes.append("only the files given are analysed; initializers and extensions in other files are not seen (run inside the git repository, or pass --project-root)")
        }
        let editPaths = Set(edit.compactMap { $0.0?.absolutePath })
        var contextFiles: [(SwiftFiles.Entry, [UInt8])] = []
        for entry in context where !editPaths.contains(entry.absolutePath) {
            if case .success(let bytes) = SwiftFiles.read(entry) { contextFiles.append((entry, bytes)) }
        }

        // 3. Parse what can matter (see Prefilter), in parallel; one list sorted by path.
        var all: [(entry: SwiftFiles.Entry?, bytes: [UInt8], staged: Git.StagedFile?, editable: Bool)] =
            edit.map { ($0.0, $0.1, $0.2, true) } + contextFiles.map { ($0.0, $0.1, nil, false) }
        all.sort { ($0.entry?.displayPath ?? "") < ($1.entry?.displayPath ?? "") }
        workspace.scanned = all.filter(\.editable).count
        let candidates = all.map { Prefilter.Candidate(path: $0.entry?.displayPath ?? options.stdinPath ?? "<stdin>", bytes: $0.bytes, editable: $0.editable) }
        let seedEditable = options.staged || options.stdinPath != nil || options.paths.contains { StatefixCommand.isFile($0, cwd) }
        let selected = Prefilter.select(candidates, enabled: options.prefilter, seedEditable: seedEditable, jobs: options.jobs)
        workspace.parsedCount = selected.count
        workspace.candidateCount = candidates.count
        for (position, (candidate, source)) in selected.enumerated() {
            let item = all[candidate]
            source.index = position
            workspace.sources.append(source)
            workspace.entries.append(item.entry)
            if let staged = item.staged { workspace.staged[position] = staged }
            if item.editable { workspace.editable.insert(position) }
            if let absolute = item.entry?.absolutePath, let configuration = configuration(for: absolute) {
                workspace.configurations[position] = configuration
            }
        }
        if let message = finder.errors.first { throw UsageError(message: message) }

        // 4. Options: opt-in rules enabled anywhere run; the deployment target.
        let optIns = Set(workspace.configurations.values.flatMap(\.optInRules)).union(explicit?.optInRules ?? []).union(options.enable)
        workspace.engineOptions.annotateStateTypes = optIns.contains(StateTypeAnnotation.description.id)
        let configured = explicit ?? workspace.configurations.values.first
        if options.minIOS != nil || options.minMacOS != nil {
            workspace.deploymentTarget = DeploymentTarget(iOS: options.minIOS, macOS: options.minMacOS, source: "command line")
        } else if let configured, configured.minIOS != nil || configured.minMacOS != nil {
            workspace.deploymentTarget = DeploymentTarget(iOS: configured.minIOS.flatMap(OSVersion.init), macOS: configured.minMacOS.flatMap(OSVersion.init),
                                                          source: SwiftFiles.display(configured.path ?? ".statefix.json", cwd))
        } else {
            let starts = (options.staged ? [workspace.root ?? cwd] : options.paths.filter { $0 != "-" }.map { path -> String in
                let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
                return StatefixCommand.isFolder(path, cwd) ? absolute : (absolute as NSString).deletingLastPathComponent
            }) + [cwd]
            workspace.deploymentTarget = DeploymentTarget.find(from: starts, currentDirectory: cwd)
        }
        workspace.engineOptions.minIOS = workspace.deploymentTarget?.iOS
        workspace.engineOptions.minMacOS = workspace.deploymentTarget?.macOS
        return workspace
    }

    /// Whether `rule` applies to `file`: `--disable` / `--enable` first, then the file's
    /// `.statefix.json`, then the default (every rule but the opt-in ones).
    func isEnabled(_ rule: String, _ file: SourceFile) -> Bool {
        if options.disable.contains(rule) { return false }
        if rule == Engine.configurationRuleID { return true }
        if options.enable.contains(rule) { return true }
        if let configuration = configurations[file.index] { return configuration.enables(rule) }
        return !Configuration.optInRuleIDs.contains(rule)
    }

    func runEngine() -> EngineResult {
        Engine(options: engineOptions).run(sources, editable: editable, isEnabled: isEnabled)
    }
}

extension StatefixCommand {
    static func isFile(_ path: String, _ currentDirectory: String) -> Bool {
        var isDirectory: ObjCBool = false
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    static func isFolder(_ path: String, _ currentDirectory: String) -> Bool {
        var isDirectory: ObjCBool = false
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
