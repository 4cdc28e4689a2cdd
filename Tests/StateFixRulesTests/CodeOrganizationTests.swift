import Foundation
import SwiftParser
import SwiftSyntax
import StateFixCore
import StateFixRules
import StateFixTestSupport
import Testing

/// How rule files are laid out (SwiftFormat's `CodeOrganizationTests` is the model): one rule
/// per file, named after it; every rule describes itself fully; a family's description and
/// readings live in its family file, helpers in its `Shared/` folder; no family uses another
/// family's code, no rule another rule's internals, and nothing outside the families names
/// their code.
@Suite("Code organization")
struct CodeOrganizationTests {
    static let files = RegistryTests.ruleFiles().map { file in
        (file, (try? String(contentsOf: file.path, encoding: .utf8)) ?? "")
    }

    @Test func oneRulePerFileNamedAfterIt() {
        for (file, text) in Self.files {
            let declarations = text.components(separatedBy: "\n").filter { line in
                line.hasPrefix("struct ") && (line.contains(": ProjectRule") || line.contains(": SyntaxRule"))
            }
            #expect(declarations.count == 1, "\(file.path.lastPathComponent) must declare exactly one rule")
            #expect(declarations.first?.hasPrefix("struct \(file.type): ") == true, "\(file.path.lastPathComponent) must declare \(file.type)")
            #expect(text.contains("/// `\(RuleRegistry.all.first { String(describing: $0) == file.type }?.id ?? "?")`"),
                    "\(file.type) starts with a doc comment naming its id")
        }
    }

    @Test func everyRuleDescribesItselfFully() {
        for rule in RuleRegistry.all.map({ $0.description }) {
            #expect(!rule.summary.isEmpty && !rule.source.isEmpty && rule.details.count > 80, "\(rule.id): summary, source and details")
            #expect(RuleRegistry.catalog.reading(of: rule.id)?.needles.isEmpty == false, "\(rule.id): its family's reading gives the needles that make a file worth parsing")
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id): a triggering example")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id): a non-triggering example")
            #expect(rule.corrections.allSatisfy { $0.corrected != nil }, "\(rule.id): corrections have corrected text")
            #expect(rule.isOptIn || rule.enableFlag == nil, "\(rule.id): only opt-in rules have an enable flag")
        }
    }

    /// Every Swift file of a family's folder (rules, the family file, `Shared/`).
    static func sources(of family: RuleFamily) -> [(path: URL, text: String)] {
        let root = RegistryTests.rules.appendingPathComponent(family.sourceFolder)
        let paths = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return paths.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
            .map { ($0, (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
    }

    /// The type names a family's folder declares (rules, helpers, indexes; nested ones too).
    static func declaredNames(of family: RuleFamily) -> Set<String> {
        let collector = TypeNameCollector(viewMode: .sourceAccurate)
        for (_, text) in sources(of: family) { collector.walk(Parser.parse(source: text)) }
        return collector.names
    }

    /// The identifiers a source's code spells (not its comments or string literals).
    static func identifiers(in text: String) -> Set<String> {
        Set(Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
    }

    /// A family is one unit of the code: no file of its folder spells a type that only another
    /// family's folder declares. A rule that runs after another family's rule names it by id; a
    /// helper two families need lives in `StateFixModel` or `StateFixCore`.
    @Test func noFamilyUsesAnotherFamilysCode() {
        let families = RuleRegistry.catalog.families.map(\.family)
        let declared = Dictionary(uniqueKeysWithValues: families.map { ($0.id, Self.declaredNames(of: $0)) })
        for family in families {
            let own = declared[family.id] ?? []
            for (path, text) in Self.sources(of: family) {
                let spelled = Self.identifiers(in: text).subtracting(own)
                for other in families where other != family {
                    for name in spelled.intersection(declared[other.id] ?? []).sorted() {
                        Issue.record("\(family.sourceFolder)/\(path.lastPathComponent) uses \(name) from \(other.sourceFolder)/")
                    }
                }
            }
        }
        #expect(declared.values.allSatisfy { $0.count >= 2 }, "the families' declarations were not read")
    }

    /// The CLI and the executables name no family's code: what a family adds to them (its
    /// rules, readings, audit section) reaches them through the registry's descriptions
    /// (`FamilyDescription.audit`, `RuleCatalog`), so that a new family touches no file outside
    /// its folder. A name some other module declares too (`Key`) does not count.
    @Test func noFamilyCodeOutsideTheFamilies() {
        let families = RuleRegistry.catalog.families.map(\.family)
        let sources = Support.root.appendingPathComponent("Sources")
        func swiftFiles(under folder: URL) -> [URL] {
            let paths = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            return paths.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        }
        let outside = ["StateFixCore", "StateFixModel", "StateFixCLI", "statefix", "statefix-bench"].flatMap {
            swiftFiles(under: sources.appendingPathComponent($0))
        }
        let collector = TypeNameCollector(viewMode: .sourceAccurate)
        for path in outside { collector.walk(Parser.parse(source: (try? String(contentsOf: path, encoding: .utf8)) ?? "")) }
        var owner: [String: String] = [:]
        for family in families {
            for name in Self.declaredNames(of: family).subtracting(collector.names) { owner[name] = family.sourceFolder }
        }
        #expect(owner["ObservationSurvey"] != nil && owner["StateAudit"] != nil, "the families' audit sections were not read")
        let clients = ["StateFixCLI", "statefix", "statefix-bench"].flatMap { swiftFiles(under: sources.appendingPathComponent($0)) }
        #expect(!clients.isEmpty, "the CLI's files were not found")
        for path in clients {
            let text = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
            for name in Self.identifiers(in: text).filter({ owner[$0] != nil }).sorted() {
                Issue.record("\(path.lastPathComponent) uses \(name) from \(owner[name]!)/: reach it through the registry's family descriptions")
            }
        }
    }

    /// Each family's reading of each rule is declared once, in its family file, and every
    /// registered rule has one (the catalog checks that too, at start).
    @Test func readingsLiveInTheFamilyFile() {
        for description in RuleRegistry.catalog.families {
            let file = RegistryTests.rules.appendingPathComponent(description.family.sourceFolder)
                .appendingPathComponent(description.family.sourceFolder + "Family.swift")
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            #expect(text.contains("static let description = FamilyDescription("), "\(file.lastPathComponent) declares the family's description")
            for rule in RuleRegistry.catalog.descriptions(of: description.family) {
                #expect(description.readings.filter { $0.rule == rule.id }.count == 1, "\(rule.id): one reading in \(file.lastPathComponent)")
            }
        }
        for (file, text) in Self.files {
            #expect(!text.contains("RuleReading("), "\(file.path.lastPathComponent): a rule's reading belongs in its family file")
        }
        let registered = Set(RuleRegistry.all.map { $0.id })
        for reading in RuleRegistry.catalog.families.flatMap(\.readings) {
            #expect(registered.contains(reading.rule), "a reading of \(reading.rule), which the registry lacks: run scripts/regenerate")
        }
    }

    /// A rule may name another rule (its id, to defer to it or run after it), never its helpers.
    @Test func noRuleUsesAnotherRulesInternals() {
        let types = Self.files.map(\.0.type)
        for (file, text) in Self.files {
            for other in types where other != file.type {
                let pattern = "\\b\(other)\\.(?!id\\b)[a-zA-Z_]+"
                if let range = text.range(of: pattern, options: .regularExpression) {
                    Issue.record("\(file.path.lastPathComponent) uses \(text[range]); move shared logic into Shared/")
                }
            }
        }
    }
}

/// The names of every type declaration of a tree.
private final class TypeNameCollector: SyntaxVisitor {
    var names = Set<String>()

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
}
