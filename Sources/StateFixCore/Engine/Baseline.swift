/// Findings a team accepts for now (SwiftLint's baseline): each finding of a run, by rule,
/// file and a fingerprint of its code (the rule and the text of the finding's line, not its
/// line number, so edits above it do not invalidate the entry). A run with a baseline drops
/// the findings it lists, with their fixes, as if they were suppressed; a new finding, or one
/// more of the same on another identical line, still reports.
package struct Baseline: Sendable, Equatable {
    /// How many findings each (file, fingerprint) may absorb; the file is the path the CLI
    /// gives it (relative to the repository or project root).
    package var entries: [String: [String: Int]]

    package init(entries: [String: [String: Int]] = [:]) {
        self.entries = entries
    }

    /// The fingerprint of a finding: FNV-1a 64 of its rule id and the trimmed text of the line
    /// it points at in the file as read, in hex.
    package static func fingerprint(rule: String, file: SourceFile, offset: Int) -> String {
        let start = file.lineStart(offset), end = file.nextLineStart(offset)
        let line = file.text(start..<end).trimmingCharacters(in: " \t\r\n")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in Array((rule + "\n" + line).utf8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Records a finding.
    package mutating func add(file: String, fingerprint: String) {
        entries[file, default: [:]][fingerprint, default: 0] += 1
    }

    /// True when the baseline still has room for this finding (and takes it).
    package mutating func absorbs(file: String, fingerprint: String) -> Bool {
        guard let count = entries[file]?[fingerprint], count > 0 else { return false }
        entries[file]![fingerprint] = count - 1
        return true
    }

    /// How many findings it lists.
    package var count: Int { entries.values.reduce(0) { $0 + $1.values.reduce(0, +) } }
}
