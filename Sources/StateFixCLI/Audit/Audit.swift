import Foundation
import StateFixCore
import StateFixRules

/// `statefix audit`: the survey a team needs before switching to Xcode 27. It reads the model
/// the run built (the first pass's indexes, over the files as read), never a second one.
///
/// Its own numbers are the findings, the files and the projects; each family adds its section
/// (`FamilyDescription.audit`, declared in the family's folder), and the audit lays the
/// sections out without naming one.
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
    }

    /// What `--format json` shows under `audit`: the audit's own numbers, and each section's
    /// numbers beside them or under the section's key.
    struct Fields: Encodable {
        var numbers: Numbers
        var sections: [any AuditSection]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            // One keyed container: each encoding below adds its keys to the same object.
            try numbers.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            for section in sections {
                if let key = section.jsonKey {
                    try container.encode(section, forKey: Key(stringValue: key))
                } else {
                    try section.encode(to: encoder)
                }
            }
        }
    }

    /// The sections of the families, in registry order, from the run's model (never a second run of the engine).
    static func sections(_ workspace: Workspace, _ result: EngineResult) -> [any AuditSection] {
        let input = AuditInput(indexes: result.indexes, editable: workspace.editable, selection: workspace.selection)
        return RuleRegistry.catalog.families.compactMap { $0.audit?.init(input) }
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
        return numbers
    }

    static func run(_ workspace: Workspace, options: CommandOptions, environment: StatefixCommand.Environment) -> Int32 {
        let run = workspace.runEngine()
        workspace.printStats(run, environment)
        let result = run.result
        let numbers = numbers(workspace, result)
        let sections = sections(workspace, result)
        let text: String
        switch options.format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            struct Document: Encodable { var version = 1; var tool = "statefix"; var audit: Fields }
            text = String(decoding: (try? encoder.encode(Document(audit: Fields(numbers: numbers, sections: sections)))) ?? Data(), as: UTF8.self) + "\n"
        case .markdown:
            text = markdown(numbers, sections)
        case .text:
            text = table(numbers, sections)
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

    /// The overview: the files scanned, the sections' lines, the deployment target and language mode.
    static func rows(_ n: Numbers, _ sections: [any AuditSection]) -> [AuditRow] {
        [AuditRow("Swift files scanned", "\(n.filesScanned)" + (n.gitIgnoredSkipped > 0 ? " (\(n.gitIgnoredSkipped) git-ignored skipped)" : ""))]
            + sections.flatMap(\.overview)
            + [AuditRow("Minimum deployment target", n.deploymentTarget),
               AuditRow("Language mode", n.languageMode)]
    }

    static func table(_ n: Numbers, _ sections: [any AuditSection]) -> String {
        var out = "statefix audit: Xcode 27 SwiftUI migration survey\n\n"
        for line in lead(n) { out += line + "\n" }
        out += "\n"
        let overview = rows(n, sections)
        let width = overview.map(\.label.count).max() ?? 0
        for row in overview { out += row.label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + row.value + "\n" }
        out += projectsSection(n)
        for part in sections.compactMap(\.part) { out += text(part) }
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

    /// A section's part in the text report: its title, its table indented, its lists, its names.
    static func text(_ part: AuditPart) -> String {
        var out = "\n\(part.title)\(part.rule.map { " (\($0))" } ?? "")\n"
        let width = part.rows.map(\.label.count).max() ?? 0
        for row in part.rows { out += "  " + row.label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + row.value + "\n" }
        for list in part.lists where !list.items.isEmpty {
            out += "  \(list.heading)\n"
            for item in list.items { out += "    " + item + "\n" }
        }
        for places in part.places where !places.entries.isEmpty {
            out += "  \(places.label): " + places.entries.map { "\($0.name) (\($0.place))" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// A section's part in Markdown: a table (a detail line starts with `… `), numbered lists,
    /// names and places as code.
    static func markdown(_ part: AuditPart) -> String {
        var out = "\n| \(part.title) | |\n|---|---|\n"
        for row in part.rows { out += "| \(row.label.hasPrefix(" ") ? "… " : "")\(row.label.trimmingCharacters(in: .whitespaces)) | \(row.value) |\n" }
        for list in part.lists where !list.items.isEmpty {
            out += "\n\(list.heading):\n\n"
            for (number, item) in list.items.enumerated() { out += "\(number + 1). \(item)\n" }
        }
        for places in part.places where !places.entries.isEmpty {
            out += "\n\(places.label): " + places.entries.map { "`\($0.name)` (`\($0.place)`)" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    static func markdown(_ n: Numbers, _ sections: [any AuditSection]) -> String {
        var out = "### Xcode 27 SwiftUI migration survey (statefix)\n\n"
        for line in lead(n) { out += "- \(line)\n" }
        out += "\n| | |\n|---|---|\n"
        for row in rows(n, sections) { out += "| \(row.label.trimmingCharacters(in: .whitespaces)) | \(row.value) |\n" }
        for part in sections.compactMap(\.part) { out += markdown(part) }
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
