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

    /// The family folders: `Sources/StateFixRules/<Folder>/`, each with a `<Folder>Family.swift`
    /// that declares `<Folder>Family.description`, by folder name.
    static func familyFolders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: rules.path)) ?? []
        return names.filter { name in
            FileManager.default.fileExists(atPath: rules.appendingPathComponent(name).appendingPathComponent(name + "Family.swift").path)
        }.sorted()
    }

    /// The rule files: `Sources/StateFixRules/<Family>/<Type>.swift`, family by family, each
    /// family's by file name (`Shared/` holds helpers, `<Family>Family.swift` the family).
    /// (Read from the folders alone, not from the compiled registry: a new family's first
    /// regeneration must list its rules.)
    static func ruleFiles() -> [(folder: String, type: String, path: URL)] {
        familyFolders().flatMap { folderName -> [(String, String, URL)] in
            let folder = rules.appendingPathComponent(folderName)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".swift") && $0 != folderName + "Family.swift" }.sorted()
            return names.map { (folderName, String($0.dropLast(6)), folder.appendingPathComponent($0)) }
        }
    }

    static var generatedRegistry: String {
        let entries = ruleFiles().map { "        \($0.type).self,\n" }.joined()
        let families = familyFolders().map { "        \($0)Family.description,\n" }.joined()
        return """
        // Generated from the rule files under Sources/StateFixRules/<Family>/ (one rule per file,
        // named after its type). Do not edit: `scripts/regenerate`
        // rewrites it, and RegistryTests fails when it is stale.
        import StateFixCore

        /// Every rule statefix has, family by family, each family's rules by file name.
        package enum RuleRegistry {
            package static let all: [any Rule.Type] = [
        \(entries)    ]

            /// Every family, by folder name: what it is and what its rules read.
            package static let families: [FamilyDescription] = [
        \(families)    ]

            /// The checked catalog of `all`: passes, id and family lookup.
            package static let catalog = RuleCatalog(all, families: families)
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
            #expect(rule.description.family.sourceFolder == file.folder, "\(file.type) lives in \(file.folder)/, not its family's folder")
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
        for family in RuleRegistry.catalog.families.map(\.family) { #expect(out.contains("rules of the family \(family.id)")) }
    }
}
