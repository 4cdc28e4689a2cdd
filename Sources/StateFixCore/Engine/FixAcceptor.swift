import SwiftParser
import SwiftSyntax

/// Decides which planned fixes of one pass are applied.
///
/// A fix is applied entirely or not at all. **Priority**: fixes are considered one by one,
/// errors before warnings before notes, then by rule id, then by the position of their first
/// finding (file index, offset), then by fix id; a fix that `requires` others is considered
/// right after them. The first fix to claim bytes keeps them: a later fix that overlaps an
/// accepted edit is withheld. A fix is also withheld when a required fix is, when `check`
/// refuses one of its edits (a file outside the edit scope, with a syntax error, or where the
/// rule is disabled; text an earlier pass wrote), or when a file it edits would no longer parse.
///
/// **Termination**: when an edited file does not parse, every fix that touches it is withheld
/// for good and the round starts again without them. Each round either ends the loop or
/// withholds at least one more fix for good, so there are at most as many rounds as fixes.
package struct FixAcceptor {
    /// One fix and what orders it.
    package struct Candidate {
        package var fix: Fix
        package var ruleID: String
        package var severity: Severity
        /// Position of the fix's first finding.
        package var file: Int
        package var offset: Int
        /// Set when the fix may not be applied whatever the others do (a finding that shares it
        /// is suppressed…).
        package var blocked: String?

        package init(fix: Fix, ruleID: String, severity: Severity, file: Int, offset: Int, blocked: String? = nil) {
            self.fix = fix
            self.ruleID = ruleID
            self.severity = severity
            self.file = file
            self.offset = offset
            self.blocked = blocked
        }
    }

    /// Why a fix was withheld.
    package enum Rejection: Equatable, Sendable {
        /// Decided before acceptance (`Candidate.blocked`).
        case blocked(String)
        /// `check` refused one of its edits, with this reason.
        case refused(String)
        /// Its own edits overlap each other.
        case overlapsItself
        /// An edit overlaps an edit of fix `fix`, which went first.
        case overlaps(fix: Int)
        /// A fix it requires was withheld.
        case needs(fix: Int)
        /// File `file` would not parse with it.
        case wouldNotParse(file: Int)
    }

    /// The fixes accepted, and what became of the files.
    package struct Outcome {
        /// Accepted fix ids, in the order they were considered.
        package var accepted: [Int] = []
        package var rejected: [Int: Rejection] = [:]
        /// The edited files' new bytes and trees.
        package var outputs: [Int: (bytes: [UInt8], tree: SourceFileSyntax)] = [:]
        /// The accepted edits of each file, with their fix ids, in acceptance order.
        package var edits: [Int: [(edit: FileEdit, fix: Int)]] = [:]
    }

    /// The current bytes of a file.
    package var text: (Int) -> [UInt8]
    /// Parses a file's new bytes (in that file's language mode).
    package var parse: (_ file: Int, _ bytes: [UInt8]) -> SourceFileSyntax
    /// nil when `edit` may be applied for a fix of `rule`; else why not.
    package var check: (_ edit: FileEdit, _ rule: String) -> String?
    /// Threads for parsing the edited files; `text` and `parse` must be safe to call from them.
    package var jobs: Int

    package init(text: @escaping (Int) -> [UInt8],
                 parse: @escaping (_ file: Int, _ bytes: [UInt8]) -> SourceFileSyntax = { _, bytes in LanguageMode.swift6.parse(bytes) },
                 check: @escaping (_ edit: FileEdit, _ rule: String) -> String? = { _, _ in nil }, jobs: Int = 1) {
        self.text = text
        self.parse = parse
        self.check = check
        self.jobs = jobs
    }

    /// The priority order described above.
    package static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
        if a.severity != b.severity { return a.severity < b.severity }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        if a.file != b.file { return a.file < b.file }
        if a.offset != b.offset { return a.offset < b.offset }
        return a.fix.id < b.fix.id
    }

    /// The candidates in the order they are considered: by priority, each after the fixes it requires.
    package static func order(_ candidates: [Candidate]) -> [Candidate] {
        let byID = Dictionary(candidates.map { ($0.fix.id, $0) }, uniquingKeysWith: { first, _ in first })
        var done = Set<Int>(), result: [Candidate] = []
        func visit(_ candidate: Candidate, _ path: Set<Int>) {
            guard !done.contains(candidate.fix.id), !path.contains(candidate.fix.id) else { return }
            for required in candidate.fix.requires.compactMap({ byID[$0] }).sorted(by: precedes) {
                visit(required, path.union([candidate.fix.id]))
            }
            if done.insert(candidate.fix.id).inserted { result.append(candidate) }
        }
        for candidate in candidates.sorted(by: precedes) { visit(candidate, []) }
        return result
    }

    package func accept(_ candidates: [Candidate]) -> Outcome {
        let ordered = Self.order(candidates)
        var final: [Int: Rejection] = [:]
        for candidate in ordered {
            if let reason = candidate.blocked {
                final[candidate.fix.id] = .blocked(reason)
            } else if candidate.fix.edits.enumerated().contains(where: { i, edit in
                candidate.fix.edits[(i + 1)...].contains { $0.overlaps(edit) }
            }) {
                final[candidate.fix.id] = .overlapsItself
            } else if let reason = candidate.fix.edits.lazy.compactMap({ check($0, candidate.ruleID) }).first {
                final[candidate.fix.id] = .refused(reason)
            }
        }
        while true {
            var outcome = Outcome()
            outcome.rejected = final
            var index: [Int: EditIndex] = [:]
            var owner: [FileEdit: Int] = [:]
            var accepted = Set<Int>()
            for candidate in ordered where final[candidate.fix.id] == nil {
                let fix = candidate.fix
                if let missing = fix.requires.first(where: { !accepted.contains($0) }) {
                    outcome.rejected[fix.id] = .needs(fix: missing)
                    continue
                }
                if let other = fix.edits.lazy.compactMap({ index[$0.file]?.firstOverlap(with: $0) }).first {
                    outcome.rejected[fix.id] = .overlaps(fix: owner[other] ?? -1)
                    continue
                }
                accepted.insert(fix.id)
                outcome.accepted.append(fix.id)
                for edit in fix.edits {
                    index[edit.file, default: EditIndex()].insert(edit)
                    owner[edit] = owner[edit] ?? fix.id
                    outcome.edits[edit.file, default: []].append((edit, fix.id))
                }
            }
            var failed = false
            // The edited files are parsed on `jobs` threads (each file by one), then checked in order.
            let files = outcome.edits.keys.sorted()
            let edited = outcome.edits
            let parsed = Parallel.map(files.count, jobs: jobs, size: { text(files[$0]).count }) { position -> (bytes: [UInt8], tree: SourceFileSyntax?) in
                let original = text(files[position])
                let bytes = EditApplier.apply(edited[files[position]]!.map(\.edit), to: original)
                return (bytes, bytes == original ? nil : parse(files[position], bytes))
            }
            for (position, file) in files.enumerated() {
                let edits = outcome.edits[file]!
                guard let tree = parsed[position].tree else { continue }
                let bytes = parsed[position].bytes
                if tree.hasError {
                    for (_, id) in edits { final[id] = .wouldNotParse(file: file) }
                    failed = true
                } else {
                    outcome.outputs[file] = (bytes, tree)
                }
            }
            if !failed { return outcome }
        }
    }
}
