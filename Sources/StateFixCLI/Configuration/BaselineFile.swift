import Foundation
import StateFixCore

/// The baseline file: `{"version": 1, "tool": "statefix", "findings": [{"rule", "file",
/// "fingerprint"}]}`, files named relative to the repository root (or the current folder
/// outside a repository), sorted, so the file diffs well under version control.
enum BaselineFile {
    struct Document: Codable {
        struct Entry: Codable, Comparable {
            var rule: String
            var file: String
            var fingerprint: String

            static func < (lhs: Entry, rhs: Entry) -> Bool {
                (lhs.file, lhs.rule, lhs.fingerprint) < (rhs.file, rhs.rule, rhs.fingerprint)
            }
        }
        var version = 1
        var tool = "statefix"
        var findings: [Entry]
    }

    /// Reads a baseline; throws a one-line message naming the file.
    static func load(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError(message: "\(path): the baseline cannot be read")
        }
        guard let document = try? JSONDecoder().decode(Document.self, from: data), document.tool == "statefix", document.version == 1 else {
            throw UsageError(message: "\(path): not a statefix baseline (write one with --write-baseline)")
        }
        var baseline = Baseline()
        for entry in document.findings { baseline.add(file: entry.file, fingerprint: entry.fingerprint) }
        return baseline
    }

    /// Writes the findings as a baseline (atomically); nil, or why it could not.
    static func write(_ findings: [Finding], files: [SourceFile], path: (Int) -> String, to destination: String) -> String? {
        let entries = findings.filter { $0.ruleID != RuleCatalog.configuration.id }.map { finding in
            Document.Entry(rule: finding.ruleID, file: path(finding.file),
                           fingerprint: Baseline.fingerprint(rule: finding.ruleID, file: files[finding.file], offset: finding.offset))
        }.sorted()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try (encoder.encode(Document(findings: entries)) + Data("\n".utf8)).write(to: URL(fileURLWithPath: destination), options: .atomic)
        } catch {
            return "cannot write the baseline to \(destination): \(error.localizedDescription)"
        }
        return nil
    }
}
