import Foundation
import StateFixCore

/// One Swift file read for the run, before anything decides about it.
struct InputFile {
    /// The disk file behind it (nil for standard input without a path).
    var entry: SwiftFiles.Entry?
    /// Its bytes as read (from disk, the index for `--staged`, or standard input).
    var bytes: [UInt8]
    /// The index entry behind a staged file.
    var staged: Git.StagedFile?
    /// In the edit scope (reported on and edited); else read for the analysis scope only.
    var editable: Bool
}

/// Which files a run reads, and their bytes: the edit scope (standard input, the staged files,
/// or the paths given) and the analysis scope (`--project-root`, or the repository when single
/// files were given). The first step of a run: it knows nothing of rules or projects.
struct Discovery {
    /// Both scopes, sorted by display path (the run's file order).
    var inputs: [InputFile] = []
    /// Files that could not be read or decoded (the others are still processed).
    var problems: [SourceProblem] = []
    /// What the run says about its scope (only the files given are analysed…).
    var notes: [String] = []
    /// How many Swift files inside the folders given git ignores (and statefix skipped).
    var ignoredCount = 0
    /// The git work tree's root (staged mode).
    var root: String?
    /// How many files the edit scope holds.
    var editScopeCount: Int { inputs.filter(\.editable).count }

    /// Reads both scopes for `options`, leaving out what `configurations` exclude. Throws a
    /// usage error for a `--staged` run outside a git repository, or paths without Swift files.
    static func read(_ options: CommandOptions, _ configurations: ConfigurationResolver,
                     _ environment: StatefixCommand.Environment) throws -> Discovery {
        var discovery = Discovery()
        let (edit, contextRoot) = try discovery.collectEditScope(options, configurations, environment)
        if edit.isEmpty && discovery.problems.isEmpty && !options.staged && options.stdinPath == nil {
            // SwiftLint's "No lintable files found": a path that holds no Swift is a mistake worth saying.
            let skipped = discovery.ignoredCount > 0 ? "; \(discovery.ignoredCount) git-ignored (--no-ignore to include them)" : ""
            throw UsageError(message: "no Swift files found in \(options.paths.joined(separator: ", "))\(skipped)")
        }
        let editPaths = Set(edit.compactMap { $0.entry?.absolutePath })
        let context = discovery.collectAnalysisScope(options, contextRoot: contextRoot, excluding: editPaths, cwd: environment.currentDirectory)
        discovery.inputs = (edit + context).sorted { ($0.entry?.displayPath ?? "") < ($1.entry?.displayPath ?? "") }
        return discovery
    }

    /// The edit scope, and the folder whose files form the analysis scope (the repository)
    /// when single files or staged content were given.
    private mutating func collectEditScope(_ options: CommandOptions, _ configurations: ConfigurationResolver,
                                           _ environment: StatefixCommand.Environment) throws -> (inputs: [InputFile], contextRoot: String?) {
        let cwd = environment.currentDirectory
        if let stdinPath = options.stdinPath {
            // The other files of the repository still count (the text from stdin replaces the file on disk).
            return (readStandardInput(stdinPath, environment), Git.root(of: cwd))
        }
        if options.staged {
            guard let root = Git.root(of: cwd) else { throw UsageError(message: "--staged needs a git repository (none at \(cwd))") }
            self.root = root
            return (readStaged(root: root, configurations, cwd: cwd), root)
        }
        var edit: [InputFile] = []
        let included = walk(options, cwd: cwd).filter { !configurations.excludes($0.absolutePath) }
        for (entry, read) in zip(included, PhaseClock.shared.measure("read") { Self.readBytes(included, jobs: options.jobs) }) {
            switch read {
            case .success(let bytes): edit.append(InputFile(entry: entry, bytes: bytes, editable: true))
            case .failure(let problem): problems.append(problem)
            }
        }
        return (edit, options.paths.contains(where: { $0.hasSuffix(".swift") && SwiftFiles.isFile($0, cwd) }) ? Git.root(of: cwd) : nil)
    }

    /// The text of standard input, as the file `stdinPath` (none when it is not UTF-8).
    private mutating func readStandardInput(_ stdinPath: String, _ environment: StatefixCommand.Environment) -> [InputFile] {
        let bytes = environment.stdin()
        if let problem = SourceFile.decodingProblem(bytes) {
            problems.append(SourceProblem(path: stdinPath, message: problem))
            return []
        }
        let absolute = SwiftFiles.absolute(stdinPath, environment.currentDirectory)
        return [InputFile(entry: SwiftFiles.Entry(absolutePath: SwiftFiles.realPath(absolute), displayPath: stdinPath), bytes: bytes, editable: true)]
    }

    /// The staged Swift files of the repository at `root`, with their staged content.
    private mutating func readStaged(root: String, _ configurations: ConfigurationResolver, cwd: String) -> [InputFile] {
        let (files, stagedProblems) = Git.stagedSwiftFiles(root: root)
        problems += stagedProblems
        let included = files.filter { !configurations.excludes(root + "/" + $0.path) }
        let contents = Git.blobs(included.map(\.blob), root: root)
        var edit: [InputFile] = []
        for file in included {
            let absolute = root + "/" + file.path
            guard let bytes = contents[file.blob] else {
                problems.append(SourceProblem(path: SwiftFiles.display(absolute, cwd), message: "staged content cannot be read; file skipped"))
                continue
            }
            if let problem = SourceFile.decodingProblem(bytes) {
                problems.append(SourceProblem(path: SwiftFiles.display(absolute, cwd), message: problem))
                continue
            }
            edit.append(InputFile(entry: SwiftFiles.Entry(absolutePath: absolute, displayPath: SwiftFiles.display(absolute, cwd)), bytes: bytes,
                                  staged: file, editable: true))
        }
        return edit
    }

    /// The Swift files of the paths given, without those git ignores inside the folders given.
    private mutating func walk(_ options: CommandOptions, cwd: String) -> [SwiftFiles.Entry] {
        var (entries, missing) = SwiftFiles.collect(options.paths, currentDirectory: cwd, followSymlinks: options.followSymlinks)
        problems += missing
        guard options.respectsGitIgnore else { return entries }
        // Files found by walking a folder are skipped where git ignores them (generated
        // code, vendored checkouts), as ripgrep and swift-format do; named files are kept.
        let named = Set(options.paths.filter { SwiftFiles.isFile($0, cwd) }.map { SwiftFiles.realPath(SwiftFiles.normalize(SwiftFiles.absolute($0, cwd))) })
        // A folder given is asked only when it is not the current one (each question runs git).
        let here = SwiftFiles.normalize(cwd)
        guard let root = Git.root(of: cwd) ?? options.paths.lazy.compactMap({ path -> String? in
            let folder = SwiftFiles.normalize(SwiftFiles.absolute(path, cwd))
            return folder != here && SwiftFiles.isFolder(path, cwd) ? Git.root(of: folder) : nil
        }).first else { return entries }
        let prefix = SwiftFiles.normalize(root) + "/"
        let ignored = Git.ignored(entries.map(\.absolutePath).filter { $0.hasPrefix(prefix) && !named.contains($0) }, root: root)
        if !ignored.isEmpty {
            entries.removeAll { ignored.contains($0.absolutePath) }
            ignoredCount = ignored.count
        }
        return entries
    }

    /// The analysis scope beyond the edit scope: `--project-root`, or the repository when files
    /// or staged content are given (so extensions and initializers elsewhere are seen).
    private mutating func collectAnalysisScope(_ options: CommandOptions, contextRoot: String?, excluding editPaths: Set<String>,
                                               cwd: String) -> [InputFile] {
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
        return zip(others, Self.readBytes(others, jobs: options.jobs)).compactMap { entry, read in
            guard case .success(let bytes) = read else { return nil }
            return InputFile(entry: entry, bytes: bytes, editable: false)
        }
    }

    /// The bytes of each entry (or why not), read on `jobs` threads: reading and checking
    /// UTF-8 is most of a run's time before parsing.
    private static func readBytes(_ entries: [SwiftFiles.Entry], jobs: Int) -> [Result<[UInt8], SourceProblem>] {
        Parallel.map(entries.count, jobs: jobs, size: { _ in 0 }) { SwiftFiles.read(entries[$0]) }
    }
}
