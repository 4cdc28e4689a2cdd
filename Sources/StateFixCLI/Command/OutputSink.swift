import StateFixCore

/// What delivering a run's fixes did, for the report: the fifth step of a run, after the engine.
struct Delivery {
    var outcome: Report.Outcome
    /// The engine's findings, with a fix that could not be written marked as not applied.
    var findings: [Finding]
    /// Files that could not be written or staged.
    var problems: [SourceProblem] = []
    /// The unified diff to print (a dry run).
    var diff = ""
    /// How many files were written or staged.
    var written = 0
    /// The staged files whose fixes were staged (a pre-commit hook names them).
    var stagedFixes: [String] = []
    var warnings: [String] = []
}

/// Where a run's fixed files go: standard output, the git index, a diff, or the files.
protocol OutputSink {
    /// Delivers `result`'s outputs (by file index, in `order`: sorted by path) for `workspace`'s files.
    func deliver(_ result: EngineResult, order: [Int], _ workspace: Workspace, _ environment: StatefixCommand.Environment) -> Delivery
}

/// The sink `options` ask for.
func outputSink(for options: CommandOptions) -> any OutputSink {
    if options.stdinPath != nil { return StandardOutputSink(options: options) }
    if options.staged { return StagedSink(mode: options.mode) }
    switch options.mode {
    case .dryRun: return DiffSink()
    case .inPlace: return InPlaceSink()
    case .check: return CheckSink()
    }
}

/// `--check`: nothing is delivered.
struct CheckSink: OutputSink {
    func deliver(_ result: EngineResult, order: [Int], _ workspace: Workspace, _ environment: StatefixCommand.Environment) -> Delivery {
        Delivery(outcome: .check, findings: result.findings)
    }
}

/// Standard input: the fixed source goes to standard output.
struct StandardOutputSink: OutputSink {
    let options: CommandOptions

    func deliver(_ result: EngineResult, order: [Int], _ workspace: Workspace, _ environment: StatefixCommand.Environment) -> Delivery {
        let index = workspace.editable.first!
        // An editor asking for a machine-read report (`--format json`) gets it on stdout
        // instead of the source, as SwiftLint's `--use-stdin --reporter json` does.
        let reportWanted = options.format != .text && options.output == nil
        if options.mode != .check && !reportWanted { environment.stdoutBytes(result.outputs[index] ?? workspace.sources[index].bytes) }
        return Delivery(outcome: options.mode == .check ? .check : .dryRun, findings: result.findings)
    }
}

/// A dry run: a unified diff of every changed file.
struct DiffSink: OutputSink {
    func deliver(_ result: EngineResult, order: [Int], _ workspace: Workspace, _ environment: StatefixCommand.Environment) -> Delivery {
        var delivery = Delivery(outcome: .dryRun, findings: result.findings)
        for index in order {
            let path = SwiftFiles.patchPath(workspace.plan.entries[index]!, currentDirectory: environment.currentDirectory)
            delivery.diff += UnifiedDiff.make(old: workspace.sources[index].bytes, new: result.outputs[index]!, path: path)
        }
        return delivery
    }
}

/// `--in-place`: each changed file written; a fix that touches a file that could not be
/// written did not happen.
struct InPlaceSink: OutputSink {
    func deliver(_ result: EngineResult, order: [Int], _ workspace: Workspace, _ environment: StatefixCommand.Environment) -> Delivery {
        var delivery = Delivery(outcome: .inPlace, findings: result.findings)
        var unwritten = Set<Int>()
        for index in order {
            if let problem = SwiftFiles.write(result.outputs[index]!, to: workspace.plan.entries[index]!, expected: workspace.sources[index].bytes) {
                delivery.problems.append(problem)
                unwritten.insert(index)
            } else {
                delivery.written += 1
            }
        }
        // A fix is all or nothing: one that touches a file that could not be written did not happen.
        for index in delivery.findings.indices {
            guard let fix = delivery.findings[index].fix, fix.edits.contains(where: { unwritten.contains($0.file) }) else { continue }
            delivery.findings[index].fixAccepted = false
            let names = Set(fix.edits.map(\.file)).intersection(unwritten).map { workspace.sources[$0].name }.sorted()
            delivery.findings[index].noFixReason = "the fix was not written because \(names.joined(separator: ", ")) could not be written"
        }
        return delivery
    }
}

/// `--staged`: a diff of the staged content (a dry run), or the fixes staged and applied to
/// the working tree where the unstaged edits allow (`--in-place`).
struct StagedSink: OutputSink {
    let mode: CommandOptions.Mode

    func deliver(_ result: EngineResult, order: [Int], _ workspace: Workspace, _ environment: StatefixCommand.Environment) -> Delivery {
        var delivery = Delivery(outcome: mode == .inPlace ? .staged : (mode == .check ? .check : .dryRun), findings: result.findings)
        for index in order {
            let source = workspace.sources[index]
            guard let staged = workspace.plan.staged[index], let root = workspace.discovery.root else { continue }
            let patch = UnifiedDiff.make(old: source.bytes, new: result.outputs[index]!, path: staged.path)
            if mode == .dryRun { delivery.diff += patch; continue }
            if mode != .inPlace { continue }
            if let problem = Git.stage(result.outputs[index]!, path: staged.path, mode: staged.mode, root: root) {
                delivery.problems.append(SourceProblem(path: source.path, message: problem + "; left staged as it was"))
                continue
            }
            delivery.written += 1
            delivery.stagedFixes.append(source.path)
            if !Git.applyToWorkTree(patch, root: root) {
                delivery.warnings.append("\(source.path): the fix is staged, but your unstaged edits touch the same lines, so the working-tree copy keeps them without the fix; after committing, run `statefix --in-place \(source.path)` to fix it there too")
            }
        }
        return delivery
    }
}
