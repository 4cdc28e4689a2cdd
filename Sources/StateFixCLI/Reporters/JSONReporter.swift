import Foundation
import StateFixCore

extension Report {
    /// The stable JSON schema (`version` 1): one object with `tool`, `version`, `outcome`,
    /// `summary`, `findings` (each with its `notes`: related locations) and `problems`.
    /// Positions are 1-based lines and UTF-8 columns; edits give UTF-8 byte offsets into the
    /// original file too. New fields may be added within version 1; none is removed or changed.
    struct JSONDocument: Encodable {
        /// `fixable + needsPerson + notes == findings`; `baselined` findings are not among them;
        /// `failing` of them make the run exit 1.
        struct Summary: Encodable { var filesScanned, findings, fixable, needsPerson, notes, failing, baselined, filesChanged, problems: Int }
        struct Edit: Encodable { var file: String; var line, column, endLine, endColumn, utf8Start, utf8End: Int; var replacement: String }
        struct FixInfo: Encodable { var available, applied: Bool; var summary: String?; var reasonNone: String?; var edits: [Edit] }
        struct Note: Encodable { var message, file: String; var line, column: Int }
        struct Item: Encodable {
            var rule, severity, message, file: String
            var line, column: Int
            /// The fix or the next step as the text report's second line prints it (`Fix: …`,
            /// `Fixed: …`, `No automatic fix: …`), or absent.
            var advice: String?
            var notes: [Note]
            var fix: FixInfo
        }
        struct Problem: Encodable { var file: String; var line, column: Int?; var message: String; var severity: String }
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
            let fix = JSONDocument.FixInfo(available: finding.fix != nil, applied: finding.fixAccepted && outcome != .dryRun && outcome != .check,
                                           summary: finding.fix?.summary, reasonNone: finding.fix == nil ? finding.noFixReason : nil, edits: edits)
            let notes = finding.notes.map { note -> JSONDocument.Note in
                let (line, column) = location(note.file, note.offset)
                return .init(message: note.message, file: files[note.file].path, line: line, column: column)
            }
            return .init(rule: finding.ruleID, severity: finding.severity.rawValue, message: finding.message, file: file.path,
                         line: line, column: column, advice: advice(finding), notes: notes, fix: fix)
        }
        return JSONDocument(outcome: outcome,
                            summary: .init(filesScanned: scanned, findings: findings.count, fixable: fixable, needsPerson: needsPerson,
                                           notes: notesOnly, failing: failing.count, baselined: baselined,
                                           filesChanged: changedFiles, problems: problems.filter { $0.severity == .error }.count),
                            findings: items,
                            problems: problems.map { .init(file: $0.path, line: $0.line, column: $0.column, message: $0.message, severity: $0.severity.rawValue) })
    }
}
