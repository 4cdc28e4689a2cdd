import Foundation

/// The outcome of one run, ready to print in any `--format`.
public struct Report {
    public enum Outcome: String, Encodable { case dryRun = "dry-run", inPlace = "in-place", check, staged }

    /// Every file of the run (findings index into it), including files only read for context.
    public var files: [SourceFile]
    /// How many files were checked (the edit scope).
    public var scanned: Int
    public var findings: [Finding]
    public var problems: [SourceProblem]
    public var outcome: Outcome
    /// Files whose fixes were written (in place) or would be (dry run).
    public var changedFiles: Int
    public var quiet = false
    /// Lines printed before the findings in text form (notes about the run); left out with --quiet.
    public var notes: [String] = []
    /// Notes that need attention: printed even with --quiet (a working-tree copy left unchanged…).
    public var warnings: [String] = []
    /// What the summary says about the changes, e.g. "(diff on stdout; apply with --in-place)".
    public var changeHint: String?
    /// The path a machine-read report (GitHub, SARIF) names a file by: relative to the
    /// repository's root when there is one, so CI annotations point at the right file.
    public var reportPath: (SourceFile) -> String = { $0.path }

    var fixable: Int { findings.filter(\.fixApplied).count }
    var needsPerson: Int { findings.filter { !$0.fixApplied && $0.severity != .note }.count }

    /// The report in `format`. `color` applies to text only.
    public func render(_ format: CommandOptions.Format, color: Bool = false) -> String {
        switch format {
        case .text: return text(color: color)
        case .json: return encode(jsonDocument)
        case .sarif: return encode(sarifDocument)
        case .github: return github
        case .markdown: return markdown
        }
    }

    // MARK: text

    func text(color: Bool) -> String {
        let paint = { (text: String, code: String) in color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        var out = ""
        if !quiet { for note in notes { out += "statefix: note: \(note)\n" } }
        for warning in warnings { out += "statefix: note: \(warning)\n" }
        for problem in problems.sorted(by: { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }) {
            out += problem.formatted.replacingOccurrences(of: ": error: ", with: ": \(paint("error", "1;31")): ") + "\n"
        }
        for finding in findings {
            if quiet && (finding.fixApplied || finding.severity == .note) && outcome != .check { continue }
            let severity = finding.severity.rawValue
            let code = finding.severity == .error ? "1;31" : finding.severity == .warning ? "1;33" : "1;36"
            out += finding.formatted(in: files).replacingOccurrences(of: ": \(severity): ", with: ": \(paint(severity, code)): ") + "\n"
        }
        if !quiet { out += summaryLine + "\n" }
        return out
    }

    var summaryLine: String {
        var summary = "statefix: \(scanned) \(scanned == 1 ? "file" : "files") scanned, \(findings.count) \(findings.count == 1 ? "finding" : "findings")"
        summary += " (\(fixable) fixable, \(needsPerson) \(needsPerson == 1 ? "needs" : "need") a person)"
        switch outcome {
        case .dryRun:
            summary += ", \(changedFiles) \(changedFiles == 1 ? "file" : "files") would change"
            if changedFiles > 0, let changeHint { summary += " " + changeHint }
        case .inPlace, .staged: summary += ", \(changedFiles) \(changedFiles == 1 ? "file" : "files") changed"
        case .check: break
        }
        if !problems.isEmpty { summary += ", \(problems.count) \(problems.count == 1 ? "problem" : "problems")" }
        return summary
    }

    // MARK: JSON (schema version 1)

    /// The stable JSON schema (`version` 1): one object with `tool`, `version`, `outcome`,
    /// `summary`, `findings` and `problems`. Positions are 1-based lines and UTF-8 columns;
    /// edits give UTF-8 byte offsets into the original file too.
    struct JSONDocument: Encodable {
        struct Summary: Encodable { var filesScanned, findings, fixable, needsPerson, filesChanged, problems: Int }
        struct Edit: Encodable { var file: String; var line, column, endLine, endColumn, utf8Start, utf8End: Int; var replacement: String }
        struct FixInfo: Encodable { var available, applied: Bool; var summary: String?; var reasonNone: String?; var edits: [Edit] }
        struct Item: Encodable {
            var rule, severity, message, file: String
            var line, column: Int
            var fix: FixInfo
        }
        struct Problem: Encodable { var file: String; var line, column: Int?; var message: String }
        var version = 1
        var tool = "statefix"
        var toolVersion = StatefixCommand.version
        var outcome: Outcome
        var summary: Summary
        var findings: [Item]
        var problems: [Problem]
    }

    var jsonDocument: JSONDocument {
        let items = findings.map { finding -> JSONDocument.Item in
            let file = files[finding.file]
            let (line, column) = file.location(of: finding.offset)
            let edits = (finding.fix?.edits ?? []).map { edit -> JSONDocument.Edit in
                let target = files[edit.file]
                let start = target.location(of: edit.range.lowerBound), end = target.location(of: edit.range.upperBound)
                return .init(file: target.path, line: start.line, column: start.column, endLine: end.line, endColumn: end.column,
                             utf8Start: edit.range.lowerBound, utf8End: edit.range.upperBound, replacement: edit.replacement)
            }
            let fix = JSONDocument.FixInfo(available: finding.fix != nil, applied: finding.fixApplied && outcome != .dryRun && outcome != .check,
                                           summary: finding.fix?.summary, reasonNone: finding.fix == nil ? finding.noFixReason : nil, edits: edits)
            return .init(rule: finding.ruleID, severity: finding.severity.rawValue, message: finding.message, file: file.path,
                         line: line, column: column, fix: fix)
        }
        return JSONDocument(outcome: outcome,
                            summary: .init(filesScanned: scanned, findings: findings.count, fixable: fixable, needsPerson: needsPerson,
                                           filesChanged: changedFiles, problems: problems.count),
                            findings: items,
                            problems: problems.map { .init(file: $0.path, line: $0.line, column: $0.column, message: $0.message) })
    }

    // MARK: SARIF 2.1.0

    struct SARIF: Encodable {
        struct Message: Encodable { var text: String }
        struct Rule: Encodable {
            var id: String
            var name: String
            var shortDescription: Message
            var fullDescription: Message
            var helpUri: String
            var defaultConfiguration: [String: String]
        }
        struct Driver: Encodable { var name, version, informationUri: String; var rules: [Rule] }
        struct Tool: Encodable { var driver: Driver }
        struct Region: Encodable { var startLine, startColumn: Int }
        struct ArtifactLocation: Encodable { var uri: String }
        struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation; var region: Region }
        struct Location: Encodable { var physicalLocation: PhysicalLocation }
        struct Replacement: Encodable { var deletedRegion: DeletedRegion; var insertedContent: Message }
        struct DeletedRegion: Encodable { var byteOffset, byteLength: Int }
        struct ArtifactChange: Encodable { var artifactLocation: ArtifactLocation; var replacements: [Replacement] }
        struct FixEntry: Encodable { var description: Message; var artifactChanges: [ArtifactChange] }
        struct Result: Encodable {
            var ruleId: String
            var ruleIndex: Int
            var level: String
            var message: Message
            var locations: [Location]
            var fixes: [FixEntry]?
        }
        struct Run: Encodable { var tool: Tool; var results: [Result] }
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    var sarifDocument: SARIF {
        let rules = RuleRegistry.all.map { $0.description } + [RuleDescription(
            id: Engine.configurationRuleID, summary: "A problem in statefix's configuration or suppression comments.",
            source: "statefix", triggeringExamples: [], nonTriggeringExamples: [], corrections: [])]
        let driverRules = rules.map { rule in
            SARIF.Rule(id: rule.id, name: rule.id, shortDescription: .init(text: rule.summary),
                       fullDescription: .init(text: "\(rule.summary) Source: \(rule.source)."),
                       helpUri: "https://github.com/statefix/statefix#\(rule.id)", defaultConfiguration: ["level": "warning"])
        }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = findings.map { finding -> SARIF.Result in
            let file = files[finding.file]
            let (line, column) = file.location(of: finding.offset)
            let fixes = finding.fix.map { fix -> [SARIF.FixEntry] in
                let byFile = Dictionary(grouping: fix.edits, by: \.file)
                return [SARIF.FixEntry(description: .init(text: fix.summary), artifactChanges: byFile.keys.sorted().map { key in
                    SARIF.ArtifactChange(artifactLocation: .init(uri: Self.uri(reportPath(files[key]))), replacements: byFile[key]!.map {
                        SARIF.Replacement(deletedRegion: .init(byteOffset: $0.range.lowerBound, byteLength: $0.range.count),
                                          insertedContent: .init(text: $0.replacement))
                    })
                })]
            }
            return SARIF.Result(ruleId: finding.ruleID, ruleIndex: index[finding.ruleID] ?? 0, level: finding.severity.rawValue,
                                message: .init(text: finding.fullMessage),
                                locations: [.init(physicalLocation: .init(artifactLocation: .init(uri: Self.uri(reportPath(file))),
                                                                          region: .init(startLine: line, startColumn: column)))],
                                fixes: fixes)
        }
        return SARIF(runs: [.init(tool: .init(driver: .init(name: "statefix", version: StatefixCommand.version,
                                                            informationUri: "https://github.com/statefix/statefix", rules: driverRules)),
                                  results: results)])
    }

    /// A relative path as a URI reference (percent-encoded).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    // MARK: GitHub Actions workflow commands

    var github: String {
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        var out = ""
        for problem in problems {
            out += "::error file=\(property(problem.path))\(problem.line.map { ",line=\($0)" } ?? "")\(problem.column.map { ",col=\($0)" } ?? ""),title=statefix::\(data(problem.message))\n"
        }
        for finding in findings {
            let file = files[finding.file]
            let (line, column) = file.location(of: finding.offset)
            let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            out += "::\(command) file=\(property(reportPath(file))),line=\(line),col=\(column),title=\(property(finding.ruleID))::\(data(finding.fullMessage))\n"
        }
        return out
    }

    // MARK: Markdown

    var markdown: String {
        var out = "### statefix\n\n\(summaryLine.replacingOccurrences(of: "statefix: ", with: "")).\n\n"
        if findings.isEmpty && problems.isEmpty { return out + "Nothing to report.\n" }
        out += "| Location | Severity | Rule | Finding | Fix |\n|---|---|---|---|---|\n"
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
        for problem in problems {
            out += "| `\(cell(problem.path))\(problem.line.map { ":\($0)" } ?? "")` | error | — | \(cell(problem.message)) | — |\n"
        }
        for finding in findings {
            let file = files[finding.file]
            let (line, column) = file.location(of: finding.offset)
            let fix = finding.fixApplied ? (finding.fix?.summary ?? "") : "needs a person: \(finding.noFixReason ?? "")"
            out += "| `\(cell(file.path)):\(line):\(column)` | \(finding.severity.rawValue) | `\(finding.ruleID)` | \(cell(finding.message)) | \(cell(fix)) |\n"
        }
        return out
    }

    private func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
    }
}
