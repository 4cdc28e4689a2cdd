import Foundation
import StateFixCore
import StateFixModel
import StateFixRules
import SwiftSyntax

/// `statefix audit`: the survey a team needs before switching to Xcode 27. It reads the model
/// the run built (the first pass's indexes, over the files as read), never a second one.
enum Audit {
    struct Numbers: Encodable {
        /// A rule's findings: `autoFixable + needsPerson + notes == findings`, split as the run's
        /// summary splits them: fixed by statefix (any severity), errors and warnings without a
        /// fix, notes without a fix.
        struct RuleCount: Encodable { var rule: String; var findings: Int; var autoFixable: Int; var needsPerson: Int; var notes: Int }
        /// Findings of one severity, and how many of them statefix fixes.
        struct Tally: Encodable { var findings = 0; var autoFixable = 0 }
        struct FileCount: Encodable { var file: String; var needsPerson: Int; var findings: Int }
        /// Errors: the build fails with Xcode 27. Warnings: it builds but behaves differently.
        var breaksBuild = Tally()
        var changesBehaviour = Tally()
        var notes = Tally()
        var filesScanned = 0
        var gitIgnoredSkipped = 0
        var stateDeclarations = 0
        var withInitialValue = 0
        var withoutTypeAnnotation = 0
        var filesWithInitializedStateAndInit = 0
        var storageAssignments = 0
        var deploymentTarget = "unknown"
        var languageMode = "unknown"
        /// Each project found, its targets and what was read for them.
        var projects: [ProjectRow] = []
        /// Files of the edit scope no target compiles; they take the settings of `fallback`.
        var filesNoTargetCompiles = 0
        var filesNoTargetCompilesExamples: [String] = []

        struct ProjectRow: Encodable {
            var manifest: String
            var kind: String
            var targets: [TargetRow]
            /// What could not be read.
            var problems: [String]
        }

        struct TargetRow: Encodable {
            var name: String
            var kind: String
            /// `Release`; nil for SwiftPM.
            var configuration: String?
            /// `iOS 17.0 (from App/Config/App.xcconfig)` per platform built.
            var platforms: [String]
            var languageMode: String?
            /// Files of the edit scope it compiles.
            var files: Int
        }
        var rules: [RuleCount] = []
        var reviewFirst: [FileCount] = []
        /// The Observation migration plan, when observation-model is enabled.
        var observation: ObservationSurvey?
    }

    static func numbers(_ workspace: Workspace, _ result: EngineResult) -> Numbers {
        var numbers = Numbers()
        numbers.filesScanned = workspace.editScopeCount
        numbers.gitIgnoredSkipped = workspace.discovery.ignoredCount
        for finding in result.findings {
            switch finding.severity {
            case .error: numbers.breaksBuild.findings += 1; if finding.fixAccepted { numbers.breaksBuild.autoFixable += 1 }
            case .warning: numbers.changesBehaviour.findings += 1; if finding.fixAccepted { numbers.changesBehaviour.autoFixable += 1 }
            case .note: numbers.notes.findings += 1; if finding.fixAccepted { numbers.notes.autoFixable += 1 }
            }
        }
        numbers.deploymentTarget = workspace.settings.deploymentTarget?.summary
            ?? "unknown (no Xcode project, Package.swift, Tuist or XcodeGen manifest gives one; pass --min-ios or --min-macos)"
        numbers.languageMode = workspace.settings.languageMode.map { "Swift \($0.mode.rawValue) (from \($0.source))" }
            ?? "unknown (Swift 6 first, then Swift 5; pass --swift-version)"
        numbers.projects = workspace.settings.projectModel.manifests.map { manifest in
            Numbers.ProjectRow(manifest: manifest.display, kind: manifest.kind.rawValue, targets: manifest.targets.map { target in
                Numbers.TargetRow(name: target.name, kind: target.kind, configuration: target.configuration,
                                  platforms: target.platforms.sorted { $0.key < $1.key }.map { platform, setting in
                                      setting.version.map { "\(platform.rawValue) \($0) (from \(setting.source))" } ?? "\(platform.rawValue) unknown: \(setting.source)"
                                  },
                                  languageMode: target.languageMode.map { "Swift \($0.mode.rawValue) (from \($0.source))" },
                                  files: workspace.settings.filesPerTarget[target.label] ?? 0)
            }, problems: (manifest.problems + manifest.targets.flatMap(\.problems)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
        }
        numbers.filesNoTargetCompiles = workspace.settings.unclaimedFiles.count
        numbers.filesNoTargetCompilesExamples = workspace.settings.unclaimedFiles.prefix(5).map { file in file.path + (file.fallback.map { " (\($0))" } ?? "") }
        let model = result.indexes.get(TypeIndex.self)
        let analyses = result.indexes.get(InitializerAnalyses.self)
        var filesWithBoth = Set<Int>()
        for type in model.types where workspace.editable.contains(type.file.index) {
            let states = type.stateProperties
            numbers.stateDeclarations += states.count
            numbers.withInitialValue += states.filter { $0.initialValue != nil }.count
            numbers.withoutTypeAnnotation += states.filter { $0.typeAnnotation == nil }.count
            if states.contains(where: { $0.initialValue != nil }) && !type.initializers.isEmpty { filesWithBoth.insert(type.file.index) }
            for initializer in type.initializers {
                numbers.storageAssignments += analyses.analysis(of: initializer, in: type).statements
                    .flatMap(\.assignments).filter { $0.isStorage && $0.property.isState }.count
            }
        }
        numbers.filesWithInitializedStateAndInit = filesWithBoth.count
        for rule in RuleRegistry.all.map({ $0.id }) + [RuleCatalog.configuration.id] {
            let mine = result.findings.filter { $0.ruleID == rule }
            if mine.isEmpty { continue }
            let open = mine.filter { !$0.fixAccepted }
            numbers.rules.append(.init(rule: rule, findings: mine.count, autoFixable: mine.count - open.count,
                                       needsPerson: open.filter { $0.severity != .note }.count, notes: open.filter { $0.severity == .note }.count))
        }
        let byFile = Dictionary(grouping: result.findings, by: \.file)
        numbers.reviewFirst = byFile.map { file, findings in
            Numbers.FileCount(file: workspace.sources[file].path, needsPerson: findings.filter { !$0.fixAccepted && $0.severity != .note }.count,
                              findings: findings.count)
        }
        .filter { $0.needsPerson > 0 }
        .sorted { ($1.needsPerson, $0.file) < ($0.needsPerson, $1.file) }
        .prefix(10).map { $0 }
        if workspace.selection.enabled.values.contains(where: { $0.contains(ObservationSurvey.rule.id) }) {
            numbers.observation = ObservationSurvey(result.indexes, options: workspace.selection.options(for: ObservationSurvey.rule))
        }
        return numbers
    }

    /// The Observation migration's lines: classes, why the others stay, and the use sites.
    static func observationRows(_ survey: ObservationSurvey) -> [(String, String)] {
        var rows = [("ObservableObject classes", "\(survey.classes)"),
                    ("  can convert with all their use sites", "\(survey.convertible)"),
                    ("  stay (a class may have several reasons)", "\(survey.staying)")]
        rows += survey.stayingBecause.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ("    \($0.key)", "\($0.value)") }
        rows.append(("Use sites they change", "\(survey.useSites.values.reduce(0, +))"))
        rows += survey.useSites.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ("  \($0.key)", "\($0.value)") }
        return rows
    }

    /// What is left of the migration, the change that unblocks the most first: each line says
    /// which lines to change and what converts then; at most `limit` lines, then a count.
    static func leftLines(_ survey: ObservationSurvey, limit: Int = 10) -> [String] {
        var lines: [String] = []
        for entry in survey.left.prefix(limit) {
            let count = entry.changes.count
            let shown = entry.changes.first.map { "\($0.file):\($0.line), \($0.reason)" + (count > 1 ? ", and \(count - 1) more" : "") } ?? ""
            let classes = entry.classes.count == 1 ? entry.classes[0]
                : entry.classes.count == 2 ? "\(entry.classes[0]) and \(entry.classes[1])" : "\(entry.classes[0]) and \(entry.classes.count - 1) more classes"
            let sites = entry.useSites == 0 ? "" : " with \(entry.useSites) use site\(entry.useSites == 1 ? "" : "s")"
            lines.append("change \(count) line\(count == 1 ? "" : "s") (\(shown)) → \(classes) convert\(entry.classes.count == 1 ? "s" : "")\(sites)")
        }
        if survey.left.count > limit { lines.append("… and \(survey.left.count - limit) more") }
        return lines
    }

    static func run(_ workspace: Workspace, options: CommandOptions, environment: StatefixCommand.Environment) -> Int32 {
        let run = workspace.runEngine()
        workspace.printStats(run, environment)
        let result = run.result
        let numbers = numbers(workspace, result)
        let text: String
        switch options.format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            struct Document: Encodable { var version = 1; var tool = "statefix"; var audit: Numbers }
            text = String(decoding: (try? encoder.encode(Document(audit: numbers))) ?? Data(), as: UTF8.self) + "\n"
        case .markdown:
            text = markdown(numbers)
        case .text:
            text = table(numbers)
        case .sarif, .github, .xcode:
            var report = Report(files: workspace.sources, scanned: workspace.editScopeCount, findings: result.findings,
                                problems: workspace.problems + result.problems, outcome: .check, changedFiles: 0)
            workspace.namePaths(in: &report, currentDirectory: environment.currentDirectory)
            text = report.render(options.format)
        }
        if !StatefixCommand.emit(text, options: options, environment: environment, toStdout: true) { return 2 }
        for problem in workspace.problems + result.problems where options.format == .text {
            environment.stderr(problem.formatted + "\n")
        }
        return (workspace.problems + result.problems).contains { $0.severity == .error } ? 2 : 0
    }

    /// The lead: what breaks the build, what changes behaviour, and how much statefix fixes.
    static func lead(_ n: Numbers) -> [String] {
        func line(_ label: String, _ tally: Numbers.Tally, notes: Bool = false) -> String {
            let rest = tally.findings - tally.autoFixable
            // Notes without a fix do not fail a run: "need a person" is kept for errors and warnings.
            let left = notes ? "\(rest) without a fix" : "\(rest) need\(rest == 1 ? "s" : "") a person"
            return "\(label): \(tally.findings) (statefix fixes \(tally.autoFixable); \(left))"
        }
        return [line("Break the Xcode 27 build", n.breaksBuild),
                line("Build, but behave differently (a value discarded, work repeated)", n.changesBehaviour),
                line("Notes (builds and behaves the same; advice, and what a migration converts or leaves)", n.notes, notes: true)]
    }

    static func rows(_ n: Numbers) -> [(String, String)] {
        [("Swift files scanned", "\(n.filesScanned)" + (n.gitIgnoredSkipped > 0 ? " (\(n.gitIgnoredSkipped) git-ignored skipped)" : "")),
         ("@State declarations", "\(n.stateDeclarations)"),
         ("  with an initial value", "\(n.withInitialValue)"),
         ("  without a type annotation", "\(n.withoutTypeAnnotation)"),
         ("Files with an initialized @State and a hand-written init", "\(n.filesWithInitializedStateAndInit)"),
         ("`_x = State(initialValue:)`-style storage assignments", "\(n.storageAssignments)"),
         ("Minimum deployment target", n.deploymentTarget),
         ("Language mode", n.languageMode)]
    }

    static func table(_ n: Numbers) -> String {
        var out = "statefix audit: Xcode 27 SwiftUI migration survey\n\n"
        for line in lead(n) { out += line + "\n" }
        out += "\n"
        let overview = rows(n)
        let width = overview.map(\.0.count).max() ?? 0
        for (label, value) in overview { out += label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value + "\n" }
        out += projectsSection(n)
        if let survey = n.observation {
            out += "\nObservation migration (observation-model)\n"
            let rows = observationRows(survey)
            let width = rows.map(\.0.count).max() ?? 0
            for (label, value) in rows { out += "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value + "\n" }
            if !survey.left.isEmpty {
                out += "  What is left, the change that unblocks the most first\n"
                for line in leftLines(survey) { out += "    " + line + "\n" }
            }
            if !survey.neverUsed.isEmpty {
                out += "  Never used in the files (remove it, or keep it): " + survey.neverUsed.map { "\($0.name) (\($0.file):\($0.line))" }.joined(separator: ", ") + "\n"
            }
        }
        // The rule column fits the longest id shown (content-builder ids are long).
        let nameWidth = max(28, n.rules.map(\.rule.count).max() ?? 0)
        out += "\n" + "Findings by rule".padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0) + " auto-fixable  needs a person  notes  total\n"
        if n.rules.isEmpty { out += "  (none)\n" }
        func row(_ name: String, _ fixable: Int, _ person: Int, _ notes: Int, _ total: Int) -> String {
            "  " + name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + String(fixable).leftPadded(12, " ")
                + String(person).leftPadded(16, " ") + String(notes).leftPadded(7, " ") + String(total).leftPadded(7, " ") + "\n"
        }
        for rule in n.rules { out += row(rule.rule, rule.autoFixable, rule.needsPerson, rule.notes, rule.findings) }
        if n.rules.count > 1 {
            out += row("all rules", n.rules.map(\.autoFixable).reduce(0, +), n.rules.map(\.needsPerson).reduce(0, +),
                       n.rules.map(\.notes).reduce(0, +), n.rules.map(\.findings).reduce(0, +))
        }
        out += "\nFiles to review first (findings that need a person)\n"
        if n.reviewFirst.isEmpty { out += "  (none)\n" }
        for file in n.reviewFirst { out += "  \(file.needsPerson)  \(file.file)\n" }
        return out
    }

    /// What was read of each project: per target, the platforms with their minimum versions
    /// and where each came from, the language mode, and the files of the edit scope it compiles.
    static func projectsSection(_ n: Numbers) -> String {
        var out = "\nProjects and targets (settings of the configuration xcodebuild builds by default)\n"
        if n.projects.isEmpty { out += "  (none found: pass --min-ios / --min-macos, or set them in .statefix.json)\n" }
        for project in n.projects {
            out += "  \(project.manifest) (\(project.kind))\n"
            if project.targets.isEmpty { out += "    (no target read)\n" }
            for target in project.targets {
                let configuration = target.configuration.map { ", \($0)" } ?? ""
                out += "    \(target.name) (\(target.kind)\(configuration)): \(target.files) file\(target.files == 1 ? "" : "s")\n"
                for platform in target.platforms { out += "      \(platform)\n" }
                if let mode = target.languageMode { out += "      \(mode)\n" }
            }
            for problem in project.problems { out += "    not read: \(problem)\n" }
        }
        if n.filesNoTargetCompiles > 0 {
            out += "  Files no target compiles: \(n.filesNoTargetCompiles)\n"
            for example in n.filesNoTargetCompilesExamples { out += "    \(example)\n" }
            if n.filesNoTargetCompiles > n.filesNoTargetCompilesExamples.count { out += "    …\n" }
        }
        return out
    }

    static func markdown(_ n: Numbers) -> String {
        var out = "### Xcode 27 SwiftUI migration survey (statefix)\n\n"
        for line in lead(n) { out += "- \(line)\n" }
        out += "\n| | |\n|---|---|\n"
        for (label, value) in rows(n) { out += "| \(label.trimmingCharacters(in: .whitespaces)) | \(value) |\n" }
        if let survey = n.observation {
            out += "\n| Observation migration | |\n|---|---|\n"
            for (label, value) in observationRows(survey) { out += "| \(label.hasPrefix(" ") ? "… " : "")\(label.trimmingCharacters(in: .whitespaces)) | \(value) |\n" }
            if !survey.left.isEmpty {
                out += "\nWhat is left, the change that unblocks the most first:\n\n"
                for (number, line) in leftLines(survey).enumerated() { out += "\(number + 1). \(line)\n" }
            }
            if !survey.neverUsed.isEmpty {
                out += "\nNever used in the files (remove it, or keep it): " + survey.neverUsed.map { "`\($0.name)` (`\($0.file):\($0.line)`)" }.joined(separator: ", ") + "\n"
            }
        }
        if !n.projects.isEmpty {
            out += "\n| Target | Project | Platforms | Language mode | Files |\n|---|---|---|---|---:|\n"
            for project in n.projects {
                for target in project.targets {
                    out += "| \(target.name) (\(target.kind)) | `\(project.manifest)` | \(target.platforms.joined(separator: "; ")) | \(target.languageMode ?? "") | \(target.files) |\n"
                }
            }
        }
        out += "\n| Rule | Auto-fixable | Needs a person | Notes | Total |\n|---|---:|---:|---:|---:|\n"
        for rule in n.rules { out += "| `\(rule.rule)` | \(rule.autoFixable) | \(rule.needsPerson) | \(rule.notes) | \(rule.findings) |\n" }
        if n.rules.isEmpty { out += "| (none) | 0 | 0 | 0 | 0 |\n" }
        if !n.reviewFirst.isEmpty {
            out += "\nFiles to review first:\n\n"
            for file in n.reviewFirst { out += "- `\(file.file)` (\(file.needsPerson) to review)\n" }
        }
        return out
    }
}

extension String {
    func leftPadded(_ width: Int, _ pad: Character) -> String {
        String(repeating: pad, count: max(0, width - count)) + self
    }
}
