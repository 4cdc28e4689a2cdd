import Foundation
import StateFixCore

extension Report {
    /// GitHub Actions workflow commands: one annotation per finding; the fix or advice and then
    /// the notes follow the headline on their own lines (`note: path:line: …`), as annotations
    /// have one location.

    var github: String {
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        var out = ""
        for problem in problems {
            out += "::\(problem.severity == .error ? "error" : "warning") file=\(property(problem.path))\(problem.line.map { ",line=\($0)" } ?? "")\(problem.column.map { ",col=\($0)" } ?? ""),title=statefix::\(data(problem.message))\n"
        }
        for finding in shownFindings {
            let file = files[finding.file]
            let (line, column) = file.location(of: finding.offset)
            let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            out += "::\(command) file=\(property(reportPath(file))),line=\(line),col=\(column),title=\(property(finding.ruleID))::\(data(([message(finding)] + [advice(finding)].compactMap { $0 } + noteLines(finding)).joined(separator: "\n")))\n"
        }
        return out
    }

    /// `note: path:line:column: message`, each note on its own line (paths from the repository root).
    func noteLines(_ finding: Finding) -> [String] {
        finding.notes.map { note in
            let (line, column) = location(note.file, note.offset)
            return "note: \(reportPath(files[note.file])):\(line):\(column): \(note.message)"
        }
    }
}
