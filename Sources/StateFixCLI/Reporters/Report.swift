import StateFixCore
import Foundation

/// The outcome of one run, ready to print in any `--format`.
package struct Report {
    package enum Outcome: String, Encodable { case dryRun = "dry-run", inPlace = "in-place", check, staged }

    /// Every file of the run (findings index into it), including files only read for context.
    package var files: [SourceFile]
    /// How many files were checked (the edit scope).
    package var scanned: Int
    package var findings: [Finding]
    package var problems: [SourceProblem]
    package var outcome: Outcome
    /// Files whose fixes were written (in place) or would be (dry run).
    package var changedFiles: Int
    package var quiet = false
    /// Lines printed before the findings in text form (notes about the run); left out with --quiet.
    package var notes: [String] = []
    /// Notes that need attention: printed even with --quiet (a working-tree copy left unchanged…).
    package var warnings: [String] = []
    /// What the summary says about the changes, e.g. "(diff on stdout; apply with --in-place)".
    package var changeHint: String?
    /// The path a machine-read report (GitHub, SARIF) names a file by: relative to the
    /// repository's root when there is one, so CI annotations point at the right file.
    package var reportPath: (SourceFile) -> String = { $0.path }

    var fixable: Int { findings.filter(\.fixAccepted).count }
    var needsPerson: Int { findings.filter { !$0.fixAccepted && $0.severity != .note }.count }

    /// The report in `format`. `color` applies to text only.
    package func render(_ format: CommandOptions.Format, color: Bool = false) -> String {
        switch format {
        case .text: return text(color: color)
        case .json: return encode(jsonDocument)
        case .sarif: return encode(sarifDocument)
        case .github: return github
        case .markdown: return markdown
        }
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
        let errors = problems.filter { $0.severity == .error }.count, skipped = problems.count - errors
        if errors > 0 { summary += ", \(errors) \(errors == 1 ? "problem" : "problems")" }
        if skipped > 0 { summary += ", \(skipped) \(skipped == 1 ? "file" : "files") skipped (syntax errors where no rule looks)" }
        return summary
    }

    /// 1-based line and UTF-8 column of a finding or note.
    func location(_ file: Int, _ offset: Int) -> (line: Int, column: Int) { files[file].location(of: offset) }

    /// `path:line:column: severity: message [rule-id]` (1-based line, UTF-8 column).
    func formatted(_ finding: Finding) -> String {
        let (line, column) = location(finding.file, finding.offset)
        return "\(files[finding.file].path):\(line):\(column): \(finding.severity.rawValue): \(finding.fullMessage) [\(finding.ruleID)]"
    }

    /// `path:line:column: note: message` for each of the finding's notes.
    func formattedNotes(_ finding: Finding) -> [String] {
        finding.notes.map { note in
            let (line, column) = location(note.file, note.offset)
            return "\(files[note.file].path):\(line):\(column): note: \(note.message)"
        }
    }

    private func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
    }
}
