import Foundation
import StateFixCore
import StateFixRules

/// What applies to each file discovered, before any rule runs: its enabled rules (command
/// line, its `.statefix.json`, the opt-in defaults), and its deployment target and language
/// mode (the targets that compile it, under the flags' and the configuration's overrides);
/// and the run-wide values made of them. The second step of a run: made from `Discovery`'s
/// files, each array below is by position in `Discovery.inputs`.
struct RunSettings {
    /// The enabled rule ids of each file of the edit scope; nil for a file read for the
    /// analysis scope only.
    var enabled: [Set<String>?] = []
    /// Each file's deployment target (nil: unknown).
    var targets: [DeploymentTarget?] = []
    /// The mode each file is parsed in first, from the targets that compile it (nil: the run's
    /// `languageMode`; always nil when the command line or the configuration sets one).
    var languageModes: [LanguageMode?] = []
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
    /// The platforms advice for a file of unknown deployment target names flags for.
    var platformsBuilt: [String] = []
    /// The configuration whose rule settings and overrides the run uses (`--config`, else the
    /// first file's of the edit scope).
    var configured: Configuration?

    /// The settings of `discovery`'s files. Throws a usage error for a configuration file
    /// that cannot be read.
    static func resolve(_ discovery: Discovery, _ configurations: ConfigurationResolver, _ options: CommandOptions,
                        cwd: String) throws -> RunSettings {
        var settings = RunSettings()
        let all = discovery.inputs
        settings.enabled = enabledRules(all, configurations, options)
        if let message = configurations.errors.first { throw UsageError(message: message) }
        settings.configured = configurations.explicit
            ?? all.lazy.filter(\.editable).compactMap { $0.entry.flatMap { configurations.configuration(for: $0.absolutePath) } }.first
        let starts = projectSearchStarts(options, root: discovery.root, cwd: cwd)
        let (model, fileSettings) = PhaseClock.shared.measure("project settings") {
            let model = ProjectModel.find(from: starts, currentDirectory: cwd)
            return (model, all.map { input in
                input.entry.map { model.settings(forFile: SwiftFiles.normalize($0.absolutePath)) } ?? model.settings(forFile: SwiftFiles.normalize(cwd) + "/-")
            })
        }
        settings.projectModel = model
        settings.countTargets(all, fileSettings, stdinPath: options.stdinPath)
        // Per platform: a flag over the configuration over the targets that compile the file.
        let overrides = deploymentOverrides(options, configured: settings.configured, cwd: cwd)
        settings.targets = fileSettings.map { DeploymentTarget.merging(overrides + [$0.deploymentTarget]) }
        let editable = zip(all, fileSettings).filter { $0.0.editable }.map(\.1)
        settings.deploymentTarget = DeploymentTarget.merging(overrides + [DeploymentTarget.lowest(editable.compactMap(\.deploymentTarget))])
        settings.languageMode = runLanguageMode(options, settings.configured, editable, cwd: cwd)
        let modeIsSet = options.languageMode != nil || settings.configured?.languageMode != nil
        settings.languageModes = modeIsSet ? all.map { _ in nil } : fileSettings.map { $0.languageMode?.mode }
        // Advice for a file of unknown target names the flags of the platforms its targets build for.
        let unknownPlatforms = Set(zip(all.indices, settings.targets).filter { all[$0.0].editable && $0.1 == nil }.flatMap { fileSettings[$0.0].platforms })
        settings.platformsBuilt = (unknownPlatforms.isEmpty ? model.platformsBuilt : unknownPlatforms.sorted()).map(\.rawValue)
        return settings
    }

    /// The enabled rules of each file of the edit scope, worked out once per configuration file.
    private static func enabledRules(_ all: [InputFile], _ configurations: ConfigurationResolver, _ options: CommandOptions) -> [Set<String>?] {
        let catalog = RuleRegistry.catalog
        let cli = ((try? catalog.expand(options.enable).get()) ?? [], (try? catalog.expand(options.disable).get()) ?? [])
        var byConfiguration: [String: Set<String>] = [:]
        return all.map { input -> Set<String>? in
            guard input.editable else { return nil }
            let configuration = input.entry.flatMap { configurations.configuration(for: $0.absolutePath) }
            let key = configuration?.path ?? ""
            if let known = byConfiguration[key] { return known }
            let rules = enabledRules(enabled: cli.0, disabled: cli.1, configuration)
            byConfiguration[key] = rules
            return rules
        }
    }

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

    /// Counts the files of the edit scope each target compiles, and notes those none does.
    private mutating func countTargets(_ all: [InputFile], _ fileSettings: [ProjectModel.FileSettings], stdinPath: String?) {
        for (input, settings) in zip(all, fileSettings) where input.editable {
            for target in settings.targets { filesPerTarget[target.label, default: 0] += 1 }
            // A manifest (Tuist's `Project.swift`, its `Tuist/` helpers) is read by the tool that generates the project, not compiled into it.
            if settings.targets.isEmpty, !projectModel.isManifest(input.entry?.absolutePath ?? "") {
                let source = settings.deploymentTarget == nil && settings.languageMode == nil
                    ? settings.fallback.map { "in \($0), whose targets statefix cannot read: settings unknown" } : settings.fallback.map { "settings of \($0)" }
                unclaimedFiles.append((input.entry?.displayPath ?? stdinPath ?? "<stdin>", source))
            }
        }
    }

    /// The run's language mode: the command line's, the configuration's, else that of the
    /// edit scope's files (`editable`: their project settings, in order), Swift 5 first.
    private static func runLanguageMode(_ options: CommandOptions, _ configured: Configuration?, _ editable: [ProjectModel.FileSettings],
                                        cwd: String) -> (mode: LanguageMode, source: String)? {
        if let mode = options.languageMode { return (mode, "command line") }
        if let configured, let mode = configured.languageMode { return (mode, SwiftFiles.display(configured.path ?? ".statefix.json", cwd)) }
        // From the files targets compile (a Tuist manifest's own mode says nothing of the app's).
        let compiled = editable.filter { !$0.targets.isEmpty }.compactMap(\.languageMode)
        let modes = compiled.isEmpty ? editable.compactMap(\.languageMode) : compiled
        return modes.first { $0.mode == .swift5 } ?? modes.first
    }

    /// What overrides the targets' deployment targets, per platform, highest first:
    /// `--min-ios`/`--min-macos`/`--min-watchos`/`--min-tvos`, then the configuration's
    /// `min_ios`… (`--min-ios 17` keeps the project's macOS, which a conversion must meet too).
    private static func deploymentOverrides(_ options: CommandOptions, configured: Configuration?, cwd: String) -> [DeploymentTarget?] {
        let flags = DeploymentTarget(iOS: options.minIOS, macOS: options.minMacOS, watchOS: options.minWatchOS, tvOS: options.minTVOS, source: "command line")
        let file = configured.map {
            DeploymentTarget(iOS: $0.minIOS.flatMap(OSVersion.init), macOS: $0.minMacOS.flatMap(OSVersion.init),
                             watchOS: $0.minWatchOS.flatMap(OSVersion.init), tvOS: $0.minTVOS.flatMap(OSVersion.init),
                             source: SwiftFiles.display($0.path ?? ".statefix.json", cwd))
        }
        return [flags, file]
    }

    /// The folders the projects are looked for from (`ProjectModel.find`), real paths (the
    /// files' paths are); `root`: the repository of a `--staged` run.
    private static func projectSearchStarts(_ options: CommandOptions, root: String?, cwd: String) -> [String] {
        (options.staged ? [root ?? cwd] : options.paths.filter { $0 != "-" }.map { path -> String in
            let absolute = SwiftFiles.absolute(path, cwd)
            return SwiftFiles.isFolder(path, cwd) ? absolute : (absolute as NSString).deletingLastPathComponent
        } + (options.paths.isEmpty || options.stdinPath != nil ? [cwd] : [])).map { SwiftFiles.realPath(SwiftFiles.normalize($0)) }
    }
}
