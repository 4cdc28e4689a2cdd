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
    /// The least serious finding that fails the run (`--fail-on`), for the summary.
    package var failOn = Severity.warning
    /// Lines printed before the findings in text form (notes about the run); left out with --quiet.
    package var notes: [String] = []
    /// Notes that need attention: printed even with --quiet (a working-tree copy left unchanged…).
    package var warnings: [String] = []
    /// What the summary says about the changes, e.g. "(diff on stdout; apply with --in-place)".
    package var changeHint: String?
    /// The path a machine-read report (GitHub, SARIF) names a file by: relative to the
    /// repository's root when there is one, so CI annotations point at the right file.
    package var reportPath: (SourceFile) -> String = { $0.path }
    /// The absolute path of a path as shown (`--format xcode`: Xcode opens only absolute paths).
    package var absolutePath: (String) -> String = { $0 }

    /// Findings a baseline left out.
    package var baselined = 0
    /// The findings that make the run exit 1 (`StatefixCommand.failing`), in report order.
    package var failing: [Finding] = []

    /// The three kinds of findings, which add up to all of them: fixed (or fixable, in a dry
    /// run or a check), needing a person (errors and warnings without a fix), notes without a fix.
    var fixable: Int { findings.filter(\.fixAccepted).count }
    var needsPerson: Int { findings.filter { !$0.fixAccepted && $0.severity != .note }.count }
    var notesOnly: Int { findings.filter { !$0.fixAccepted && $0.severity == .note }.count }

    /// The findings a report for people prints (text, Xcode, GitHub annotations, Markdown):
    /// all of them, or with `quiet` those that fail the run. JSON and SARIF, which tools read,
    /// always hold every finding.
    var shownFindings: [Finding] { quiet ? failing : findings }

    /// True when accepted fixes were written (in place, or into the index).
    var wrote: Bool { outcome == .inPlace || outcome == .staged }

    /// The finding's headline: one line of at most about 120 characters, what is wrong and what
    /// Xcode 27 (or the migration) does. What to do about it is `advice(_:)`, printed apart.
    func message(_ finding: Finding) -> String { finding.message }

    /// What happened to the finding's fix, or the person's next step: `Fixed: …` once written,
    /// `Fix: …` when it would be, `No automatic fix: …` otherwise; nil when there is neither.
    /// Text prints it as an indented second line, Xcode as a note at the finding, GitHub in the
    /// annotation's body, SARIF as a related location (and `fixes`), JSON as `advice`.
    func advice(_ finding: Finding) -> String? {
        if finding.fixAccepted, let fix = finding.fix { return "\(wrote ? "Fixed" : "Fix"): \(fix.summary)." }
        if let reason = finding.noFixReason { return "No automatic fix: \(reason)." }
        return nil
    }

    /// The report in `format`. `color` applies to text only.
    package func render(_ format: CommandOptions.Format, color: Bool = false) -> String {
        switch format {
        case .text: return text(color: color)
        case .xcode: return text(color: false, path: absolutePath, adviceAsNote: true)
        case .json: return encode(jsonDocument)
        case .sarif: return encode(sarifDocument)
        case .github: return github
        case .markdown: return markdown
        }
    }

    /// `statefix: 3 files scanned; 23 findings: 11 fixable, 10 need a person, 2 notes; …`.
    var summaryLine: String {
        var summary = "statefix: \(EnglishList.count(scanned, "file")) scanned; \(EnglishList.count(findings.count, "finding"))"
        if !findings.isEmpty {
            summary += ": \(fixable) \(wrote ? "fixed" : "fixable"), \(needsPerson) \(needsPerson == 1 ? "needs" : "need") a person, \(EnglishList.count(notesOnly, "note"))"
        }
        if baselined > 0 { summary += " (\(baselined) more in the baseline)" }
        switch outcome {
        case .dryRun:
            summary += "; \(EnglishList.count(changedFiles, "file")) would change"
            if changedFiles > 0, let changeHint { summary += " " + changeHint }
        case .inPlace, .staged: summary += "; \(EnglishList.count(changedFiles, "file")) changed"
        case .check:
            // Which findings make --check exit 1 is not plain from the counts (fixable ones do).
            if !failing.isEmpty { summary += "; \(failing.count) \(failing.count == 1 ? "fails" : "fail") the check (\(failOn.rawValue) or above; see --fail-on)" }
        }
        let errors = problems.filter { $0.severity == .error }.count, skipped = problems.count - errors
        if errors > 0 { summary += "; \(EnglishList.count(errors, "problem"))" }
        if skipped > 0 { summary += "; \(EnglishList.count(skipped, "file")) skipped (syntax errors where no rule looks)" }
        return summary
    }

    /// 1-based line and UTF-8 column of a finding or note.
    func location(_ file: Int, _ offset: Int) -> (line: Int, column: Int) { files[file].location(of: offset) }

    private func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
    }
}
