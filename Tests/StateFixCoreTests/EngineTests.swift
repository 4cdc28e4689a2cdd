import StateFixCore
import SwiftSyntax
import Testing

/// The engine with rules of its own: syntax rules dispatched from one walk per file, a project
/// rule in a later pass that sees the earlier pass's fixes, and positions mapped back.
@Suite("Engine", .serialized)
struct EngineTests {
    /// The engine tests' own family: Core knows no real one.
    static let family = RuleFamily(id: "test", sourceFolder: "Test", summary: "rules of the engine tests")

    /// A catalog of `rules`, each reading the files with its `needles`, for its `deployment`.
    static func catalog(_ rules: [any TestRule.Type]) -> RuleCatalog {
        RuleCatalog(rules, families: [FamilyDescription(family, readings: rules.map { RuleReading($0.id, needles: $0.needles, deployment: $0.deployment) })])
    }
    /// Counts visits per rule and node, to show each node is visited once per rule.
    final class Visits: @unchecked Sendable {
        var counts: [String: Int] = [:]
        func add(_ key: String) { counts[key, default: 0] += 1 }
    }
    nonisolated(unsafe) static var visits = Visits()

    /// `legacy(x)` → `modern(x)`.
    struct RenameCall: SyntaxRule, TestRule {
        static let description = RuleDescription(id: "test-rename-call", family: EngineTests.family, summary: "s", source: "s",
                                                 severity: .warning, details: "d")
        static let needles = ["legacy("]
        static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
        func visit(_ node: Syntax, in context: FileContext) {
            let call = node.as(FunctionCallExprSyntax.self)!
            EngineTests.visits.add("rename:\(context.file.name):\(call.startOffset)")
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "legacy" else { return }
            var finding = Self.finding(.warning, "legacy call", at: call, in: context.file)
            finding.fix = Fix(id: context.makeFixID(), summary: "renames it", edits: [.replace(callee, with: "modern", in: context.file)])
            context.report(finding)
        }
    }

    /// Visits the same kind: dispatched from the same walk.
    struct CountCalls: SyntaxRule, TestRule {
        static let description = RuleDescription(id: "test-count-calls", family: EngineTests.family, summary: "s", source: "s",
                                                 severity: .note, details: "d")
        static let needles = ["("]
        static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .variableDecl]
        func visit(_ node: Syntax, in context: FileContext) {
            EngineTests.visits.add("count:\(context.file.name):\(node.startOffset)")
        }
    }

    /// In the next pass: reports every `modern(` in the text it sees, and adds `// checked`
    /// after it.
    struct SeeModern: ProjectRule, TestRule {
        static let description = RuleDescription(id: "test-see-modern", family: EngineTests.family, summary: "s", source: "s",
                                                 severity: .note, runsAfter: ["test-rename-call"], details: "d")
        static let needles = ["legacy("]
        func check(_ context: ProjectContext) -> [Finding] {
            context.files.flatMap { file -> [Finding] in
                let text = Array(file.bytes)
                let needle = Array("modern(".utf8)
                return (0...(max(0, text.count - needle.count))).filter { text.count >= needle.count && Array(text[$0..<($0 + needle.count)]) == needle }
                    .map { offset in
                        var finding = Self.finding(.note, "modern call", atOffset: offset, in: file,
                                                   notes: [FindingNote("here", file: file.index, offset: offset + needle.count)])
                        finding.fix = Fix(id: context.makeFixID(), summary: "marks it", edits: [.insert(" /* checked */", at: offset, in: file)])
                        return finding
                    }
            }
        }
    }

    static let catalog = EngineTests.catalog([RenameCall.self, CountCalls.self, SeeModern.self])

    @Test func onePassAfterAnotherAndMappedBack() {
        EngineTests.visits = Visits()
        let files = [
            SourceFile(path: "A.swift", bytes: Array("let a = legacy(1)\nlet b = legacy(2)\n".utf8), index: 0),
            SourceFile(path: "B.swift", bytes: Array("let c = other(3)\n".utf8), index: 1),
            SourceFile(path: "C.swift", bytes: Array("let d = legacy(4)\n".utf8), index: 2),
        ]
        let everything: Set<String> = ["test-rename-call", "test-count-calls", "test-see-modern"]
        let selection = RuleSelection(enabled: [0: everything, 1: everything, 2: ["test-count-calls"]])
        let result = Engine(catalog: Self.catalog).run(files, selection: selection)
        #expect(result.passes == 2)
        let a = String(decoding: result.outputs[0] ?? [], as: UTF8.self)
        #expect(a == "let a =  /* checked */modern(1)\nlet b =  /* checked */modern(2)\n")
        #expect(result.outputs[1] == nil && result.outputs[2] == nil, "C.swift has the rule disabled; B.swift has no needle")
        let rename = result.findings.filter { $0.ruleID == "test-rename-call" }
        #expect(rename.map(\.offset) == [8, 26] && rename.allSatisfy { $0.fixAccepted })
        let seen = result.findings.filter { $0.ruleID == "test-see-modern" }
        #expect(seen.map(\.offset) == [8, 26], "pass 2 saw the renamed calls; its offsets map back to the original text")
        #expect(seen.map { $0.notes.map(\.offset) } == [[15], [33]], "a note after a replaced span maps past it")
        #expect(seen.allSatisfy { $0.fixAccepted })
        #expect(result.edits[0]?.count == 4)
        // One walk per file dispatches both syntax rules: each call node is visited once per rule.
        #expect(Self.visits.counts.filter { $0.key.hasPrefix("rename:") }.values.allSatisfy { $0 == 1 })
        #expect(Self.visits.counts.keys.filter { $0.hasPrefix("rename:A.swift") }.count == 2)
        #expect(!Self.visits.counts.keys.contains { $0.hasPrefix("rename:B.swift") }, "no needle, no visit")
        #expect(!Self.visits.counts.keys.contains { $0.hasPrefix("rename:C.swift") }, "disabled, no visit")
        #expect(Self.visits.counts.keys.contains { $0.hasPrefix("count:C.swift") })
        #expect(Self.visits.counts.filter { $0.key.hasPrefix("count:A.swift") }.count == 4, "two declarations and two calls")
    }

    /// A finding without a fix whose remedy a later pass's fix writes is reported with that fix;
    /// one whose bytes the later pass leaves alone, or replaces with another text, keeps needing
    /// a person.
    @Test func aLaterPassCanWriteAnEarlierFindingsRemedy() {
        struct FlagOld: ProjectRule, TestRule {
            static let description = RuleDescription(id: "test-flag-old", family: EngineTests.family, summary: "s", source: "s",
                                                     severity: .warning, details: "d")
            static let needles = ["old("]
            func check(_ context: ProjectContext) -> [Finding] {
                let text = String(decoding: context.files[0].bytes, as: UTF8.self)
                return text.ranges(of: "old(").map { range in
                    let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                    var finding = Self.finding(.warning, "old call", atOffset: offset, in: context.files[0])
                    finding.noFixReason = "call new() instead"
                    finding.remedy = Remedy(range: offset..<(offset + 3), replacements: ["new"])
                    return finding
                }
            }
        }
        /// Renames `old(` to `new(` (or to `other(` on a line that says so), except on a line marked `keep`.
        struct RenameOld: ProjectRule, TestRule {
            static let description = RuleDescription(id: "test-rename-old", family: EngineTests.family, summary: "s", source: "s",
                                                     severity: .note, runsAfter: ["test-flag-old"], details: "d")
            static let needles = ["old("]
            func check(_ context: ProjectContext) -> [Finding] {
                let file = context.files[0]
                let text = String(decoding: file.bytes, as: UTF8.self)
                var lineStart = 0
                var findings: [Finding] = []
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    defer { lineStart += line.utf8.count + 1 }
                    guard let range = line.range(of: "old("), !line.contains("keep") else { continue }
                    let offset = lineStart + line.utf8.distance(from: line.startIndex, to: range.lowerBound)
                    var finding = Self.finding(.note, "renames", atOffset: offset, in: file)
                    let edit = FileEdit(file: file.index, range: offset..<(offset + 3), replacement: line.contains("other") ? "oth" : "new")
                    finding.fix = Fix(id: context.makeFixID(), summary: "renames it", edits: [edit])
                    findings.append(finding)
                }
                return findings
            }
        }
        let files = [SourceFile(path: "A.swift", bytes: Array("let a = old(1)\nlet b = old(2) // keep\nlet c = old(3) // other\n".utf8), index: 0)]
        let ids: Set<String> = ["test-flag-old", "test-rename-old"]
        let result = Engine(catalog: EngineTests.catalog([FlagOld.self, RenameOld.self])).run(files, selection: RuleSelection(enabled: [0: ids]))
        #expect(result.passes == 2)
        let flagged = result.findings.filter { $0.ruleID == "test-flag-old" }
        let renames = result.findings.filter { $0.ruleID == "test-rename-old" }
        #expect(flagged.map(\.offset) == [8, 23, 46])
        #expect(flagged.map(\.fixAccepted) == [true, false, false])
        #expect(flagged[0].fix?.id == renames.first?.fix?.id && flagged[0].noFixReason == nil)
        #expect(flagged[0].fullMessage == "old call. Fix: test-rename-old replaces 'old' with 'new' here, in its fix at A.swift:1.")
        #expect(flagged[1].noFixReason == "call new() instead" && flagged[2].noFixReason == "call new() instead")
    }

    /// A report line is `path:line:column: …`: a quoted multi-line expression must not start a
    /// line of its own.
    @Test func findingsAreJoinedOntoOneLine() {
        var finding = Finding(ruleID: "r", severity: .note, message: "'.environmentObject({ () -> A in\n    return A()\n}())' injects", file: 0, offset: 0,
                              notes: [FindingNote("a\r\n  b", file: 0, offset: 0)], noFixReason: "one\ntwo")
        finding = finding.joiningLines
        #expect(finding.message == "'.environmentObject({ () -> A in return A() }())' injects")
        #expect(finding.notes.map(\.message) == ["a b"] && finding.noFixReason == "one two")
    }

    @Test func suppressionAndDeploymentAreDecidedFirst() {
        struct Old: ProjectRule, TestRule {
            static let description = RuleDescription(id: "test-old", family: EngineTests.family, summary: "s", source: "s", severity: .note,
                                                     details: "d")
            static let needles = ["x"]
            static let deployment = DeploymentRequirement.below(iOS: OSVersion("17")!, macOS: OSVersion("14")!)
            func check(_ context: ProjectContext) -> [Finding] {
                [Self.finding(.note, "old", atOffset: 0, in: context.files[0])]
            }
        }
        let catalog = EngineTests.catalog([RenameCall.self, Old.self])
        let files = [SourceFile(path: "Z.swift", bytes: Array("let a = legacy(1) // statefix:ignore test-rename-call\n".utf8), index: 0)]
        let rules: Set<String> = ["test-rename-call", "test-old"]
        let unknown = Engine(catalog: catalog).run(files, selection: .uniform(files, rules: rules))
        #expect(unknown.findings.isEmpty, "suppressed on its line; the old-target rule does not run without a target")
        #expect(unknown.outputs.isEmpty)
        let old = Engine(catalog: catalog).run(files, selection: .uniform(files, rules: rules, deploymentTarget: DeploymentTarget(iOS: OSVersion("16"), source: "t")))
        #expect(old.findings.map(\.ruleID) == ["test-old"])
    }

    /// A rule for every target but one known to be 27 or later reports in a file of unknown
    /// target as in any other: it is not held back and counted, as a rule that needs a known
    /// target is.
    @Test func belowOrUnknownReportsWhereTheTargetIsUnknown() {
        struct Before27: ProjectRule, TestRule {
            static let description = RuleDescription(id: "test-before-27", family: EngineTests.family, summary: "s", source: "s", severity: .note,
                                                     details: "d")
            static let needles = ["x"]
            static let deployment = DeploymentRequirement.belowOrUnknown(iOS: OSVersion("27")!, macOS: OSVersion("27")!)
            func check(_ context: ProjectContext) -> [Finding] {
                [Self.finding(.note, "before 27", atOffset: 0, in: context.files[0])]
            }
        }
        let catalog = EngineTests.catalog([Before27.self])
        let files = [SourceFile(path: "Z.swift", bytes: Array("let x = 1\n".utf8), index: 0)]
        func run(_ target: DeploymentTarget?) -> EngineResult {
            Engine(catalog: catalog).run(files, selection: .uniform(files, rules: [Before27.id], deploymentTarget: target))
        }
        let unknown = run(nil)
        #expect(unknown.findings.map(\.ruleID) == [Before27.id] && unknown.unknownTarget.findings.isEmpty)
        #expect(run(DeploymentTarget(watchOS: OSVersion("10"), source: "t")).findings.count == 1, "iOS and macOS unknown")
        #expect(run(DeploymentTarget(iOS: OSVersion("26"), macOS: OSVersion("27"), source: "t")).findings.count == 1)
        #expect(run(DeploymentTarget(iOS: OSVersion("27"), source: "t")).findings.isEmpty)
        #expect(run(DeploymentTarget(iOS: OSVersion("27"), macOS: OSVersion("27.1"), source: "t")).findings.isEmpty)
    }
}

/// A rule of these tests, with the needles its reading gets.
protocol TestRule: Rule {
    static var needles: [String] { get }
    /// The deployment targets its reading applies it to.
    static var deployment: DeploymentRequirement { get }
}

extension TestRule {
    static var deployment: DeploymentRequirement { .any }
}
