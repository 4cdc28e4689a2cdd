import Foundation
import StateFixCLI
import StateFixCore
import StateFixRules
import StateFixTestSupport
import Testing

/// The registry and the rule documentation are generated from the rule files; these tests fail
/// when either is stale, and `STATEFIX_RECORD=1` rewrites them (as swift-format and SwiftFormat
/// check their generated registries and rule docs).
@Suite("Registry and generated documentation")
struct RegistryTests {
    static let record = ProcessInfo.processInfo.environment["STATEFIX_RECORD"] == "1"
    static let rules = Support.root.appendingPathComponent("Sources/StateFixRules")

    /// The rule files: `Sources/StateFixRules/<Family>/<Type>.swift`, family by family, each
    /// family's by file name (`Shared/` holds helpers, not rules).
    static func ruleFiles() -> [(family: RuleFamily, type: String, path: URL)] {
        RuleFamily.allCases.flatMap { family -> [(RuleFamily, String, URL)] in
            let folder = rules.appendingPathComponent(family.sourceFolder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            return names.map { (family, String($0.dropLast(6)), folder.appendingPathComponent($0)) }
        }
    }

    static var generatedRegistry: String {
        let entries = ruleFiles().map { "        \($0.type).self,\n" }.joined()
        return """
        // Generated from the rule files under Sources/StateFixRules/<Family>/ (one rule per file,
        // named after its type). Do not edit: `scripts/regenerate`
        // rewrites it, and RegistryTests fails when it is stale.
        import StateFixCore

        /// Every rule statefix has, family by family, each family's rules by file name.
        package enum RuleRegistry {
            package static let all: [any Rule.Type] = [
        \(entries)    ]

            /// The checked catalog of `all`: passes, id and family lookup.
            package static let catalog = RuleCatalog(all)
        }

        """
    }

    static func check(_ path: URL, _ expected: String, _ what: String) throws {
        let actual = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
        if record && actual != expected { try expected.write(to: path, atomically: true, encoding: .utf8) }
        #expect(actual == expected || record, "\(what) is stale: run scripts/regenerate")
    }

    @Test func registryListsEveryRuleFile() throws {
        try Self.check(Self.rules.appendingPathComponent("RuleRegistry+Generated.swift"), Self.generatedRegistry, "RuleRegistry+Generated.swift")
        #expect(RuleRegistry.all.map { String(describing: $0) } == Self.ruleFiles().map(\.type))
    }

    @Test func idsFamiliesAndFoldersAgree() {
        for (rule, file) in zip(RuleRegistry.all, Self.ruleFiles()) {
            let kebab = file.type.reduce(into: "") { text, character in
                if character.isUppercase, !text.isEmpty { text += "-" }
                text += character.lowercased()
            }
            #expect(rule.id == kebab, "\(file.type) must have the id \(kebab)")
            #expect(rule.description.family == file.family, "\(file.type) lives in \(file.family.sourceFolder)/")
        }
    }

    @Test func readmeRuleListIsCurrent() throws {
        let path = Support.root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: path, encoding: .utf8)
        let start = try #require(readme.range(of: RuleDocumentation.readmeStart), "README.md lacks the generated rule list's start marker")
        let end = try #require(readme.range(of: RuleDocumentation.readmeEnd), "README.md lacks the end marker")
        let expected = readme.replacingCharacters(in: start.lowerBound..<end.upperBound, with: RuleDocumentation.readmeSection)
        try Self.check(path, expected, "README.md's rule list")
    }

    @Test func rulesDocumentationIsCurrent() throws {
        try Self.check(Support.root.appendingPathComponent("Documentation/Rules.md"), RuleDocumentation.rulesMarkdown, "Documentation/Rules.md")
    }

    @Test func helpListsEveryRuleAndFamily() {
        var out = ""
        _ = StatefixCommand.run(arguments: ["--help"], currentDirectory: "/", environment: [:], stdout: { out += $0 }, stderr: { _ in })
        for rule in RuleRegistry.all.map({ $0.description }) {
            #expect(out.contains("  \(rule.id)"), "--help lacks \(rule.id)")
            if rule.isOptIn { #expect(out.contains("\(rule.summary) (opt-in)")) }
            if let flag = rule.enableFlag { #expect(out.contains(flag)) }
        }
        for family in RuleFamily.allCases { #expect(out.contains("rules of the family \(family.rawValue)")) }
    }
}
