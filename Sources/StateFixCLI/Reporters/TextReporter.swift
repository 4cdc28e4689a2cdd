import Foundation
import StateFixCore

/// The text report: run notes, skipped files, one line per finding
/// (`path:line:column: severity: headline [rule-id]`, as compilers print), its fix or advice on
/// an indented line below it, then its notes; notes on applying the fixes, and a summary line.
extension Report {
    /// `path` maps each path as shown to the one printed (absolute for `--format xcode`).
    /// `adviceAsNote` (Xcode) prints the fix or advice as a `note:` at the finding, which the
    /// issue navigator shows under it; an indented line would be left in the build log.
    func text(color: Bool, path: (String) -> String = { $0 }, adviceAsNote: Bool = false) -> String {
        func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func label(_ severity: Severity) -> String {
            paint(severity.rawValue, severity == .error ? "1;31" : severity == .warning ? "1;33" : "1;36")
        }
        var out = ""
        if !quiet { for note in notes { out += "statefix: note: \(note)\n" } }
        for problem in problems.sorted(by: { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }) {
            let position = problem.line.flatMap { line in problem.column.map { ":\(line):\($0)" } } ?? ""
            out += "\(path(problem.path))\(position): \(label(problem.severity)): \(problem.message)\n"
        }
        // A note at the same place with the same words under several findings (a use site that
        // keeps many classes) is printed once, under the first, with how many others it is under.
        func key(_ note: FindingNote) -> String { "\(note.file):\(note.offset):\(note.message)" }
        var repeats: [String: Int] = [:]
        for finding in shownFindings { for note in finding.notes { repeats[key(note), default: 0] += 1 } }
        var printed = Set<String>()
        for finding in shownFindings {
            let (line, column) = location(finding.file, finding.offset)
            out += "\(path(files[finding.file].path)):\(line):\(column): \(label(finding.severity)): \(message(finding)) [\(finding.ruleID)]\n"
            if let advice = advice(finding) {
                out += adviceAsNote ? "\(path(files[finding.file].path)):\(line):\(column): \(label(.note)): \(advice)\n" : "  \(advice)\n"
            }
            for note in finding.notes where printed.insert(key(note)).inserted {
                let (line, column) = location(note.file, note.offset)
                let others = (repeats[key(note)] ?? 1) - 1
                let count = others > 0 ? " (also under \(others) other finding\(others == 1 ? "" : "s"))" : ""
                out += "\(path(files[note.file].path)):\(line):\(column): \(label(.note)): \(note.message)\(count)\n"
            }
        }
        // What happened while applying the fixes (a staged fix the working tree could not take)
        // is read after the findings it is about.
        for warning in warnings { out += "statefix: note: \(warning)\n" }
        if !quiet { out += summaryLine + "\n" }
        return out
    }
}

/// Colours for a unified diff shown on a terminal, as `git diff --color` paints them.
enum TextReport {
    /// `diff` with ANSI colours per line: headers bold, hunk lines cyan, removals red,
    /// additions green. Line endings (LF or CRLF) are kept outside the colour codes.
    static func coloredDiff(_ diff: String) -> String {
        var out = ""
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            let body = line.hasSuffix("\r") ? line.dropLast() : line[...]
            let ending = line.hasSuffix("\r") ? "\r" : ""
            let code: String? = body.hasPrefix("diff --git") || body.hasPrefix("--- ") || body.hasPrefix("+++ ") || body.hasPrefix("index ") ? "1"
                : body.hasPrefix("@@") ? "36" : body.hasPrefix("+") ? "32" : body.hasPrefix("-") ? "31" : nil
            out += (code.map { "\u{1B}[\($0)m\(body)\u{1B}[0m" } ?? String(body)) + ending + "\n"
        }
        return String(out.dropLast())
    }
}
