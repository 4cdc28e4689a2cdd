import Foundation
import StateFixCore
import StateFixRules

/// A run's front end, composed of its steps, each made from the ones before it and never
/// changed after: `Discovery` (which files, their bytes, the edit and analysis scopes) →
/// `RunSettings` (each file's enabled rules, deployment target and language mode) →
/// `RulePlan` (which rules apply to each file, and whether its tree is parsed) → `RunPlan`
/// (the files chosen and parsed, the selection) → `EngineRun` (the cache or the engine).
/// Reports (`runFixes`, `Audit`) read all of them.
struct Workspace {
    let discovery: Discovery
    let settings: RunSettings
    let rules: RulePlan
    let plan: RunPlan
    /// The cache (nil with `--no-cache`, for `audit`, or when no folder can be named).
    let cache: RunCache?
    /// The progress line on a terminal (see `ProgressLine`).
    let progress: ProgressLine?
    /// What the run says besides findings (a family without rules, only the files given…).
    let notes: [String]
    let options: CommandOptions

    /// Reads everything the run needs. Throws a usage error for a bad configuration or a
    /// `--staged` run outside a git repository.
    static func load(_ options: CommandOptions, _ environment: StatefixCommand.Environment) throws -> Workspace {
        let cwd = environment.currentDirectory
        let familyNotes = Self.familyNotes(options)
        let configurations = try ConfigurationResolver(options: options, currentDirectory: cwd)
        let discovery = try Discovery.read(options, configurations, environment)
        let settings = try RunSettings.resolve(discovery, configurations, options, cwd: cwd)
        let mode = settings.languageMode?.mode ?? .swift6
        let cache = RunCache.open(options, environment, inputs: discovery.inputs, languageModes: settings.languageModes, mode: mode)
        var progress: ProgressLine?
        if environment.stderrIsTerminal && !options.quiet && options.format == .text && environment.variables["TERM"] != "dumb" {
            progress = ProgressLine(delay: environment.progressDelay, write: environment.stderr)
        }
        let wholeFiles = options.staged || options.stdinPath != nil || options.paths.contains { SwiftFiles.isFile($0, cwd) }
        let rules = RulePlan(discovery.inputs, enabled: settings.enabled, targets: settings.targets, wholeFiles: wholeFiles)
        var plan = RunPlan.make(discovery, settings, rules, summaries: cache?.summaries, progress: progress, options: options)
        try plan.selection.complete(plan, settings, options, cwd: cwd)
        return Workspace(discovery: discovery, settings: settings, rules: rules, plan: plan, cache: cache, progress: progress,
                         notes: familyNotes + discovery.notes, options: options)
    }

    /// A note for each family given to `--enable` or `--disable` that has no rules yet.
    private static func familyNotes(_ options: CommandOptions) -> [String] {
        var notes: [String] = []
        for (flag, names) in [("--enable", options.enable), ("--disable", options.disable)] {
            for name in names.sorted() where RuleRegistry.catalog.family(name) != nil && RuleRegistry.catalog.expand(name)?.isEmpty == true {
                notes.append("the family '\(name)' has no rules yet, so \(flag) \(name) changes nothing")
            }
        }
        return notes
    }

    /// The engine's result for this run (see `EngineRun`).
    func runEngine() -> EngineRun {
        EngineRun(plan, rules, cache: cache, languageMode: settings.languageMode?.mode ?? .swift6, progress: progress, jobs: options.jobs)
    }

    var sources: [SourceFile] { plan.sources }
    var editable: Set<Int> { plan.editable }
    var selection: RuleSelection { plan.selection }
    /// Files that could not be read or decoded.
    var problems: [SourceProblem] { discovery.problems }
    /// How many files the edit scope holds (parsed or not: the prefilter leaves out files that cannot matter).
    var editScopeCount: Int { discovery.editScopeCount }

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

    /// Sets how a report names files: from the repository root for machine-read reports
    /// (patch paths), absolute for `--format xcode`. Shared by a run and `audit`.
    func namePaths(in report: inout Report, currentDirectory: String) {
        report.absolutePath = { SwiftFiles.normalize(SwiftFiles.absolute($0, currentDirectory)) }
        // Editable files have theirs already (the baseline's stable paths); others are rare.
        let (entries, known) = (plan.entries, selection.stablePaths)
        report.reportPath = { file in
            known[file.index] ?? entries[file.index].map { SwiftFiles.patchPath($0, currentDirectory: currentDirectory) } ?? file.path
        }
    }
}

extension RuleSelection {
    /// Adds what the selection takes from the run beyond the enabled rules: the files' stable
    /// paths, the baseline (read here: throws a usage error when it cannot be), the rules'
    /// settings and where they come from, and the platforms advice names.
    mutating func complete(_ plan: RunPlan, _ settings: RunSettings, _ options: CommandOptions, cwd: String) throws {
        for index in plan.editable {
            stablePaths[index] = plan.entries[index].map { SwiftFiles.patchPath($0, currentDirectory: cwd) }
        }
        if let path = options.baseline { baseline = try BaselineFile.load(SwiftFiles.absolute(path, cwd)) }
        platformsBuilt = settings.platformsBuilt
        configuredOptions = settings.configured?.ruleOptions ?? [:]
        // Without one, a new .statefix.json in the current folder applies to the files below it.
        settingsFile = settings.configured?.path.map { SwiftFiles.display($0, cwd) } ?? ".statefix.json"
    }
}
