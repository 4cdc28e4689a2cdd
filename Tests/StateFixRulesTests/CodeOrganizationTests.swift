import Foundation
import StateFixCore
import StateFixRules
import StateFixTestSupport
import Testing

/// How rule files are laid out (SwiftFormat's `CodeOrganizationTests` is the model): one rule
/// per file, named after it; every rule describes itself fully; helpers shared by a family live
/// in its `Shared/` folder, and no rule uses another family's helpers or another rule's
/// internals.
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
            #expect(!rule.needles.isEmpty, "\(rule.id): the needles that make a file worth parsing")
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id): a triggering example")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id): a non-triggering example")
            #expect(rule.corrections.allSatisfy { $0.corrected != nil }, "\(rule.id): corrections have corrected text")
            #expect(rule.isOptIn || rule.enableFlag == nil, "\(rule.id): only opt-in rules have an enable flag")
        }
    }

    /// Type names declared in each family's `Shared/` folder.
    static func sharedNames(of family: RuleFamily) -> Set<String> {
        let folder = RegistryTests.rules.appendingPathComponent(family.sourceFolder).appendingPathComponent("Shared")
        var names = Set<String>()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            for line in text.components(separatedBy: "\n") {
                for keyword in ["enum ", "struct ", "final class ", "class "] where line.hasPrefix(keyword) {
                    names.insert(String(line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber }))
                }
            }
        }
        return names
    }

    @Test func noRuleUsesAnotherFamilysHelpers() {
        for (file, text) in Self.files {
            for family in RuleFamily.allCases where family != file.family {
                for name in Self.sharedNames(of: family) where text.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                    Issue.record("\(file.path.lastPathComponent) uses \(name) from \(family.sourceFolder)/Shared")
                }
            }
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
