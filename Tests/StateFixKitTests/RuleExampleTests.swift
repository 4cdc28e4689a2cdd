import Foundation
import Testing
@testable import StateFixKit

/// Each rule's description examples are tests (as in SwiftLint): a `↓` marks where a
/// finding must point; non-triggering examples must produce no finding of that rule; a
/// correction's code must become its `corrected` text. An example whose lines include
/// `// Name.swift` headers is split into several files.
@Suite("Rule examples")
struct RuleExampleTests {
    struct Item: CustomTestStringConvertible, Sendable {
        let rule: String
        let kind: String
        let index: Int
        var testDescription: String { "\(rule) \(kind) #\(index + 1)" }
    }

    static let items: [Item] = RuleRegistry.all.flatMap { rule -> [Item] in
        let d = rule.description
        return d.triggeringExamples.indices.map { Item(rule: d.id, kind: "triggering", index: $0) }
            + d.nonTriggeringExamples.indices.map { Item(rule: d.id, kind: "non-triggering", index: $0) }
            + d.corrections.indices.map { Item(rule: d.id, kind: "correction", index: $0) }
    }

    /// Splits an example into files and returns (files, marker offsets per file).
    static func files(_ code: String) -> [(name: String, text: String, markers: [Int])] {
        var parts: [(String, String)] = []
        var current = "Example.swift", text = ""
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: " ")
            if trimmed.hasPrefix("// "), trimmed.hasSuffix(".swift"), !trimmed.dropFirst(3).contains(" ") {
                if !text.isEmpty { parts.append((current, text)) }
                current = String(trimmed.dropFirst(3)); text = ""
                continue
            }
            text += line + "\n"
        }
        parts.append((current, text))
        return parts.map { name, text in
            var markers: [Int] = []
            var clean = ""
            for character in text {
                if character == "↓" { markers.append(clean.utf8.count) } else { clean.append(character) }
            }
            return (name, clean, markers)
        }
    }

    @Test(arguments: items)
    func example(_ item: Item) throws {
        let rule = RuleRegistry.all.first { $0.description.id == item.rule }!
        let d = rule.description
        let example: RuleExample
        switch item.kind {
        case "triggering": example = d.triggeringExamples[item.index]
        case "non-triggering": example = d.nonTriggeringExamples[item.index]
        default: example = d.corrections[item.index]
        }
        let parts = Self.files(example.code)
        let sources = parts.enumerated().map { SourceFile(path: $1.name, bytes: Array($1.text.utf8), index: $0) }
        for source in sources { #expect(source.syntaxError == nil, "example does not parse: \(source.syntaxError!.formatted)") }
        let result = Engine(options: EngineOptions(annotateStateTypes: item.rule == StateTypeAnnotation.description.id)).run(sources)
        let mine = result.findings.filter { $0.ruleID == item.rule }
        switch item.kind {
        case "triggering":
            let expected = parts.enumerated().flatMap { index, part in part.markers.map { "\(index):\($0)" } }
            #expect(!expected.isEmpty, "triggering example without ↓ marker")
            #expect(mine.map { "\($0.file):\($0.offset)" }.sorted() == expected.sorted())
        case "non-triggering":
            #expect(mine.isEmpty, "unexpected: \(mine.map { $0.formatted(in: sources) })")
        default:
            let corrected = try #require(example.corrected)
            #expect(!mine.isEmpty)
            let output = result.outputs[0].map { String(decoding: $0, as: UTF8.self) } ?? parts[0].text
            #expect(output == corrected + "\n")
        }
    }
}

