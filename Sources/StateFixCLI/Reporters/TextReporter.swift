import Foundation
import StateFixCore

/// The text report: run notes, skipped files, one line per finding with its notes below it
/// (`path:line:column: severity: message [rule-id]`, as compilers print), and a summary line.
extension Report {
    func text(color: Bool) -> String {
        func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func label(_ severity: Severity) -> String {
            paint(severity.rawValue, severity == .error ? "1;31" : severity == .warning ? "1;33" : "1;36")
        }
        var out = ""
        if !quiet { for note in notes { out += "statefix: note: \(note)\n" } }
        for warning in warnings { out += "statefix: note: \(warning)\n" }
        for problem in problems.sorted(by: { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }) {
            let position = problem.line.flatMap { line in problem.column.map { ":\(line):\($0)" } } ?? ""
            out += "\(problem.path)\(position): \(label(problem.severity)): \(problem.message)\n"
        }
        for finding in findings {
            if quiet && (finding.fixAccepted || finding.severity == .note) && outcome != .check { continue }
            let (line, column) = location(finding.file, finding.offset)
            out += "\(files[finding.file].path):\(line):\(column): \(label(finding.severity)): \(message(finding)) [\(finding.ruleID)]\n"
            for note in finding.notes {
                let (line, column) = location(note.file, note.offset)
                out += "\(files[note.file].path):\(line):\(column): \(label(.note)): \(note.message)\n"
            }
        }
        if !quiet { out += summaryLine + "\n" }
        return out
    }
}
