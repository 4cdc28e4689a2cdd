import Foundation
import SwiftSyntax

/// One thing a rule found: where, how serious, what it means, and its fix or why there is none.
///
/// Offsets are UTF-8 offsets into the text the rule saw; the engine maps them to the original
/// bytes before anyone else reads them. Lines and columns (1-based, columns in UTF-8 bytes)
/// are computed only for reports.
package struct Finding: Sendable, Codable {
    package var ruleID: String
    package var severity: Severity
    /// The headline: what is wrong and what happens with Xcode 27, on one line of at most
    /// about 120 characters, without a closing period. Positions and signatures of other code
    /// go into `notes`; what to do, into `fix` or `noFixReason`.
    package var message: String
    /// The file's index in the run.
    package var file: Int
    /// The UTF-8 offset the finding points at.
    package var offset: Int
    /// Related locations ("assigned here", "declared here").
    package var notes: [FindingNote] = []
    package var fix: Fix?
    /// Why there is no fix (when `fix` is nil): the person's next step.
    package var noFixReason: String?
    /// Set by the engine: the fix is accepted, so it is applied (or, in a dry run or a check,
    /// would be).
    package var fixAccepted = false
    /// For a finding without a fix of its own: the bytes that are wrong and the texts that put
    /// them right. When an accepted fix of a later pass (another rule's, run on the re-parsed
    /// text) replaces exactly these bytes with one of them, the engine gives this finding that
    /// fix, as LibCST's multi-pass codemods let a later codemod complete an earlier one's work.
    package var remedy: Remedy?

    package init(ruleID: String, severity: Severity, message: String, file: Int, offset: Int,
                 notes: [FindingNote] = [], fix: Fix? = nil, noFixReason: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.offset = offset
        self.notes = notes
        self.fix = fix
        self.noFixReason = noFixReason
    }

    /// The headline with the fix (or the reason there is none) appended, as one text (tests,
    /// logs); reports print the two apart.
    package var fullMessage: String {
        if fixAccepted, let fix { return "\(message). Fix: \(fix.summary)." }
        if let noFixReason { return "\(message). No automatic fix: \(noFixReason)." }
        return message
    }

    /// The finding with its message, reason and notes on one line each: a report line is
    /// `path:line:column: severity: message`, which editors, CI annotations and grep read line
    /// by line, so a quoted multi-line expression is joined with single spaces.
    package var joiningLines: Finding {
        let join = Finding.oneLine
        var result = self
        result.message = join(message)
        result.noFixReason = noFixReason.map(join)
        for index in result.notes.indices { result.notes[index].message = join(result.notes[index].message) }
        return result
    }

    /// `text` with its lines trimmed and joined by single spaces (blank ones dropped).
    package static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Rule, file and offset: what tells two findings apart.
    package var identity: String { "\(ruleID):\(file):\(offset)" }

    /// Takes a planned fix, or the reason (and its notes) why there is none.
    package mutating func resolve(_ outcome: Result<Fix, NoFix>) {
        switch outcome {
        case .success(let fix): self.fix = fix
        case .failure(let reason):
            noFixReason = reason.text
            notes += reason.notes
        }
    }
}

/// What would put a finding right: `range` (UTF-8 offsets) replaced with one of `replacements`.
package struct Remedy: Sendable, Codable, Equatable {
    package var range: Range<Int>
    package var replacements: Set<String>

    package init(range: Range<Int>, replacements: Set<String>) {
        self.range = range
        self.replacements = replacements
    }
}

/// A related location of a finding: a message and a place in some file of the run.
package struct FindingNote: Sendable, Equatable, Codable {
    package var message: String
    package var file: Int
    /// UTF-8 offset.
    package var offset: Int

    package init(_ message: String, file: Int, offset: Int) {
        self.message = message
        self.file = file
        self.offset = offset
    }

    /// A note at `node` (after its leading trivia) in `file`.
    package init(_ message: String, at node: some SyntaxProtocol, in file: SourceFile) {
        self.init(message, file: file.index, offset: node.startOffset)
    }
}

/// A set of edits (possibly in several files) that is applied entirely or not at all.
package struct Fix: Sendable, Codable {
    /// Unique within a run; findings that share a fix share its id.
    package var id: Int
    /// What the fix does, e.g. "removes the initial value and adds ': Int'".
    package var summary: String
    package var edits: [FileEdit]
    /// Fixes of the same rule that must be applied for this one to be correct.
    package var requires: [Int]

    package init(id: Int, summary: String, edits: [FileEdit], requires: [Int] = []) {
        self.id = id
        self.summary = summary
        self.edits = edits
        self.requires = requires
    }
}

/// Why a finding has no fix: one clause, no trailing period, that tells the person what to do;
/// related locations go into `notes`.
package struct NoFix: Error, Sendable {
    package var text: String
    package var notes: [FindingNote]

    package init(_ text: String, notes: [FindingNote] = []) {
        self.text = text
        self.notes = notes
    }
}
