import Foundation
import StateFixCore

extension Report {
    /// A Markdown table for pull requests: one row per finding, its notes in the same cell.

    var markdown: String {
        var out = "### statefix\n\n\(summaryLine.replacingOccurrences(of: "statefix: ", with: "")).\n\n"
        if shownFindings.isEmpty && problems.isEmpty { return out + "Nothing to report.\n" }
        out += "| Location | Severity | Rule | Finding | Fix |\n|---|---|---|---|---|\n"
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
        for problem in problems {
            out += "| `\(cell(problem.path))\(problem.line.map { ":\($0)" } ?? "")` | \(problem.severity.rawValue) | — | \(cell(problem.message)) | — |\n"
        }
        for finding in shownFindings {
            let file = files[finding.file]
            let (line, column) = file.location(of: finding.offset)
            let fix = finding.fixAccepted ? (finding.fix?.summary ?? "") : "\(finding.severity == .note ? "no fix" : "needs a person"): \(finding.noFixReason ?? "")"
            out += "| `\(cell(file.path)):\(line):\(column)` | \(finding.severity.rawValue) | `\(finding.ruleID)` | \(([cell(finding.message)] + noteLines(finding).map(cell)).joined(separator: "<br>")) | \(cell(fix)) |\n"
        }
        return out
    }
}
