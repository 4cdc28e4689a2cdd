import Foundation
import StateFixCore
@testable import StateFixRules
import StateFixTestSupport
import Testing

/// Each rule's description examples are tests (as in SwiftLint): a `↓` marks where a finding
/// must point, with the severity (and message fragment) the example expects; non-triggering
/// examples must produce no finding of that rule and no edit; a correction's files must become
/// its `corrected` files. An example whose lines include `// Name.swift` headers is split into
/// several files; `configuration` sets the deployment target and settings.
///
/// Every example runs twice: with its rule alone (plus `needs`), where messages, severities and
/// corrections are checked, and with every default rule on, where positions must not change.
/// Three variants are derived from each example for free (SwiftLint's `verifyRule`):
/// - wrapped in a block comment, nothing may trigger;
/// - with a suppression comment for the rule on each marked line (or the whole file), the rule
///   may not report and its fixes may not apply;
/// - with a line of multi-byte text above each file, every finding and edit must move by
///   exactly its length.
@Suite("Rule examples")
struct RuleExampleTests {
    enum Kind: String, Sendable { case triggering, nonTriggering = "non-triggering", correction }

    struct Item: CustomTestStringConvertible, Sendable {
        let rule: String
        let kind: Kind
        let index: Int
        var testDescription: String { "\(rule) \(kind.rawValue) #\(index + 1)" }
    }

    static let items: [Item] = RuleRegistry.all.flatMap { rule -> [Item] in
        let d = rule.description
        return d.triggeringExamples.indices.map { Item(rule: d.id, kind: .triggering, index: $0) }
            + d.nonTriggeringExamples.indices.map { Item(rule: d.id, kind: .nonTriggering, index: $0) }
            + d.corrections.indices.map { Item(rule: d.id, kind: .correction, index: $0) }
    }

    /// One file of an example: its name, its text without markers, and the markers' UTF-8 offsets.
    struct Part {
        var name: String
        var text: String
        var markers: [Int]
    }

    static func parts(_ code: String) -> [Part] {
        var split: [(String, String)] = []
        var current = "Example.swift", text = ""
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// "), trimmed.hasSuffix(".swift"), !trimmed.dropFirst(3).contains(" ") {
                if !text.isEmpty { split.append((current, text)) }
                current = String(trimmed.dropFirst(3)); text = ""
                continue
            }
            text += line + "\n"
        }
        split.append((current, text))
        return split.map { name, text in
            var markers: [Int] = []
            var clean = ""
            for character in text {
                if character == "↓" { markers.append(clean.utf8.count) } else { clean.append(character) }
            }
            return Part(name: name, text: clean, markers: markers)
        }
    }

    static func description(of rule: String) -> RuleDescription {
        RuleRegistry.catalog.description(of: rule)!
    }

    static func example(_ item: Item) -> RuleExample {
        let d = description(of: item.rule)
        switch item.kind {
        case .triggering: return d.triggeringExamples[item.index]
        case .nonTriggering: return d.nonTriggeringExamples[item.index]
        case .correction: return d.corrections[item.index]
        }
    }

    /// Runs the parts with the rule alone (and the example's `needs`), or with every default rule.
    static func run(_ parts: [Part], _ item: Item, _ example: RuleExample, alone: Bool) -> (EngineResult, [SourceFile]) {
        let sources = Support.sources(parts.map { ($0.name, $0.text) })
        let rules = alone ? Set([item.rule] + example.needs + [RuleCatalog.configuration.id])
            : Support.defaultRules(plus: [item.rule] + example.needs)
        let options = example.configuration.options.isEmpty ? [:] : [item.rule: example.configuration.options]
        return (Support.runEngine(sources, rules: rules, deploymentTarget: example.configuration.deploymentTarget, options: options), sources)
    }

    @Test(arguments: items)
    func example(_ item: Item) throws {
        let example = Self.example(item)
        let parts = Self.parts(example.code)
        for source in Support.sources(parts.map { ($0.name, $0.text) }) {
            #expect(source.syntaxError == nil, "example does not parse: \(source.syntaxError?.formatted ?? "")")
        }
        let markers = parts.enumerated().flatMap { index, part in part.markers.map { "\(index):\($0)" } }
        for alone in [true, false] {
            let (result, sources) = Self.run(parts, item, example, alone: alone)
            let mine = result.findings.filter { $0.ruleID == item.rule }
            let mode = alone ? "alone" : "with every default rule"
            // One line each, short: every reporter and `grep` read a finding line by line.
            for finding in mine { #expect(MessageShape.problems(finding).isEmpty, "\(MessageShape.problems(finding))") }
            switch item.kind {
            case .triggering:
                #expect(!markers.isEmpty, "triggering example without ↓ marker")
                #expect(mine.map { "\($0.file):\($0.offset)" }.sorted() == markers.sorted(), "\(mode): findings at the wrong places")
                guard alone else { continue }
                #expect(example.expect.count == markers.count, "give one FindingSpec per ↓ marker (severity, message fragment)")
                let ordered = mine.sorted { ($0.file, $0.offset) < ($1.file, $1.offset) }
                for (finding, spec) in zip(ordered, example.expect) {
                    #expect(finding.severity == spec.severity, "severity \(finding.severity) at \(finding.file):\(finding.offset)")
                    if let fragment = spec.message {
                        #expect(finding.fullMessage.contains(fragment), "message lacks '\(fragment)': \(finding.fullMessage)")
                    }
                    #expect(finding.severity >= Self.description(of: item.rule).severity,
                            "a finding more severe than the rule's declared severity")
                }
            case .nonTriggering:
                #expect(mine.isEmpty, "\(mode): unexpected findings: \(mine.map(\.fullMessage))")
                if alone { #expect(result.outputs.isEmpty, "a non-triggering example was edited") }
            case .correction:
                #expect(!mine.isEmpty, "\(mode): the correction's code does not trigger the rule")
                guard alone else { continue }
                let corrected = try #require(example.corrected, "a correction needs corrected:")
                let expected = Self.parts(corrected)
                #expect(expected.map(\.name) == parts.map(\.name), "corrected: must have the same files")
                for (index, part) in expected.enumerated() where index < sources.count {
                    let output = result.outputs[index].map { String(decoding: $0, as: UTF8.self) } ?? parts[index].text
                    #expect(output == part.text, "\(part.name) after the fix:\n\(output)")
                }
            }
        }
        try commentedOut(item, example, parts)
        try suppressed(item, example, parts)
        try shifted(item, example, parts)
    }

    /// The example inside a block comment: nothing of the rule may trigger.
    func commentedOut(_ item: Item, _ example: RuleExample, _ parts: [Part]) throws {
        guard !parts.contains(where: { $0.text.contains("*/") || $0.text.contains("/*") }) else { return }
        let wrapped = parts.map { Part(name: $0.name, text: "/*\n" + $0.text + "*/\n", markers: []) }
        let (result, _) = Self.run(wrapped, item, example, alone: true)
        #expect(result.findings.filter { $0.ruleID == item.rule }.isEmpty, "the example inside a comment triggers the rule")
        #expect(result.outputs.isEmpty, "the example inside a comment is edited")
    }

    /// A suppression comment above each marked line (triggering examples) or for the whole file
    /// (corrections): the rule may not report there and its fix may not apply.
    func suppressed(_ item: Item, _ example: RuleExample, _ parts: [Part]) throws {
        guard item.kind != .nonTriggering else { return }
        let commented = parts.map { part -> Part in
            guard item.kind == .triggering else {
                return Part(name: part.name, text: "// statefix:ignore-file \(item.rule)\n" + part.text, markers: [])
            }
            let utf8 = Array(part.text.utf8)
            let lineStarts = Set(part.markers.map { marker -> Int in
                var start = marker
                while start > 0 && utf8[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                return start
            })
            var text: [UInt8] = []
            for (offset, byte) in utf8.enumerated() {
                if lineStarts.contains(offset) { text += Array("// statefix:ignore-next-line \(item.rule)\n".utf8) }
                text.append(byte)
            }
            return Part(name: part.name, text: String(decoding: text, as: UTF8.self), markers: [])
        }
        let (result, _) = Self.run(commented, item, example, alone: true)
        let mine = result.findings.filter { $0.ruleID == item.rule }
        #expect(mine.isEmpty, "suppressed findings still reported: \(mine.map(\.fullMessage))")
        if example.needs.isEmpty { #expect(result.outputs.isEmpty, "a suppressed finding's fix was applied") }
    }

    /// A line of multi-byte text above every file: every finding, note and edit of the rule
    /// moves by exactly that line's UTF-8 length, and corrections keep it.
    func shifted(_ item: Item, _ example: RuleExample, _ parts: [Part]) throws {
        let prefix = "// 👨‍👩‍👧 café 数据\n"
        let length = prefix.utf8.count
        let moved = parts.map { Part(name: $0.name, text: prefix + $0.text, markers: $0.markers.map { $0 + length }) }
        let (plain, _) = Self.run(parts, item, example, alone: true)
        let (result, _) = Self.run(moved, item, example, alone: true)
        let before = plain.findings.filter { $0.ruleID == item.rule }
        let after = result.findings.filter { $0.ruleID == item.rule }
        #expect(after.map { "\($0.file):\($0.offset - length)" } == before.map { "\($0.file):\($0.offset)" }, "offsets moved wrongly")
        #expect(after.map { $0.notes.map { $0.offset - length } } == before.map { $0.notes.map(\.offset) }, "note offsets moved wrongly")
        // Messages name lines ("init(…) at line 5"), which the prefix moves down by one.
        let numbersOut = { (text: String) in text.replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression) }
        #expect(after.map { numbersOut($0.message) } == before.map { numbersOut($0.message) })
        for (file, output) in plain.outputs {
            let shiftedOutput = result.outputs[file].map { String(decoding: $0, as: UTF8.self) }
            #expect(shiftedOutput == prefix + String(decoding: output, as: UTF8.self), "the fix differs below a multi-byte line")
        }
        #expect(Set(result.outputs.keys) == Set(plain.outputs.keys))
    }
}

/// A rule's prefilter strings cover what the rule looks for: a file the prefilter drops can
/// never hold a finding (the fixtures check the same on examples; this checks the lists).
@Suite("Prefilter coverage")
struct PrefilterCoverageTests {
    @Test func emptyBlockTriggerNamesEveryContainer() throws {
        let rule = try #require(RuleRegistry.catalog.reading(of: "content-builder-empty-block"))
        for container in ContentBuilderEmptyBlock.containers + ContentBuilderEmptyBlock.modifiers {
            #expect(rule.alsoRequiresOneOf.contains { container.contains($0) }, "\(container) is missing from alsoRequiresOneOf")
            #expect(rule.trigger.matches(Array("\(container)(x: 1) {\n}".utf8)))
        }
    }
}


/// A needle context says false only where its rule surely cannot report, and true when unsure.
@Suite("Needle contexts")
struct NeedleContextTests {
    /// Whether content-builder-empty-block's trigger takes the file.
    static func takes(_ text: String) -> Bool {
        RuleRegistry.catalog.reading(of: ContentBuilderEmptyBlock.id)!.trigger.matches(Array(text.utf8))
    }

    @Test func emptyBlockTakesEveryCheckedClosure() {
        for text in [
            "Group {}", "SwiftUI.Group { }", "VStack(spacing: 0) {\n}", "x.overlay {}", "x.overlay(alignment: .top) { }",
            "Section { Text(\"a\") } footer: {}", "Section(header: {}) { Text(\"a\") }", "ForEach(rows) { _ in }",
            "ForEach(rows, id: \\.self) { (row: Int) in }", "List {\n    #if DEBUG\n    Text(\"a\")\n    #endif\n}",
            "Group // why\n{}", "Group /* why */ {}", "Section(\"Title\") {}", "Group<EmptyView> {}", "`Group` {}",
        ] {
            #expect(Self.takes(text), "left out: \(text)")
        }
    }

    /// Each of these names a container (in a comment or a string), so only the context leaves them out.
    @Test func emptyBlockLeavesOutFunctionsAndOtherClosures() {
        for text in [
            "init() {}\n// Group", "func reset() { }\n// VStack", "struct Empty {}\nlet s = Group.self", "if ok { Text(\"\") } else {}\n// Group",
            "let action = {}\nVStack { Text(\"\") }", "Button(action: {}) { Text(\"Go\") }\n// Group", "run(work: {})\n// Stack",
            "items.forEach { _ in }\n// List", "deinit {}\n// Form",
        ] {
            #expect(!Self.takes(text), "taken: \(text)")
        }
    }
}

/// The state rules' needles are whole names: `@StateObject` alone does not choose a file.
@Suite("State needles")
struct StateNeedleTests {
    @Test func stateNeedlesAreWholeNames() {
        func takes(_ text: String) -> Bool { RuleRegistry.catalog.reading(of: StateInitOrder.id)!.trigger.matches(Array(text.utf8)) }
        for text in ["@State var x = 1", "@State<Int> var x", "@State(initialValue: 1) var x: Int", "@SwiftUI.State var x = 1",
                     "@State\nvar x = 1", "@StateObject var m = M()\n@State var x = 1", "let s = SwiftUI.State(initialValue: 1)", "@State"] {
            #expect(takes(text), "\(text)")
        }
        for text in ["@StateObject var m = M()", "@SwiftUI.StateObject var m = M()", "@State_ var x", "@State9 var x", "@Stateé var x"] {
            #expect(!takes(text), "\(text)")
        }
        #expect(StateFamily.description.readings.allSatisfy { $0.needleContext == StateFamily.wholeName })
    }
}
