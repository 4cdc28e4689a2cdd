import StateFixCore
import StateFixRules

/// The rule documentation, generated from the rules' descriptions: the README's rule list and
/// `Documentation/Rules.md`. `RegistryTests` fails when either is stale and rewrites both with
/// `STATEFIX_RECORD=1`.
package enum RuleDocumentation {
    /// The markers around the generated part of README.md.
    package static let readmeStart = "<!-- BEGIN GENERATED RULE LIST (RuleDocumentation.readmeSection) -->"
    package static let readmeEnd = "<!-- END GENERATED RULE LIST -->"

    static var descriptions: [RuleDescription] { RuleRegistry.all.map { $0.description } }

    /// The deployment targets a rule applies to, from its family's reading of it.
    static func deployment(of rule: RuleDescription) -> DeploymentRequirement { RuleRegistry.catalog.deployment(of: rule.id) }

    /// The README's rule list: one table per family with a link to each rule's documentation.
    package static var readmeSection: String {
        var out = readmeStart + "\n"
        for family in RuleRegistry.catalog.families.map(\.family) {
            let rules = descriptions.filter { $0.family == family }
            out += "\n**`\(family.id)`**: \(family.summary)"
            if rules.isEmpty { out += " (no rules yet).\n"; continue }
            out += "\n\n| rule | severity | runs | fix | what it finds |\n|---|---|---|---|---|\n"
            for rule in rules {
                out += "| [`\(rule.id)`](Documentation/Rules.md#\(rule.id)) | \(rule.severity.rawValue) | \(rule.isOptIn ? "opt-in" : "default")"
                out += "\(deployment(of: rule) == .any ? "" : "¹") | \(rule.fixes ? "yes" : "report") | \(escape(rule.summary)) |\n"
            }
        }
        if descriptions.contains(where: { deployment(of: $0) != .any }) {
            out += "\n¹ only for some deployment targets; see the rule.\n"
        }
        // A new user read `error` and `yes` as what every finding of the rule says.
        out += "\n*severity* is the most a rule's findings say; a milder case says less (an empty block in a file "
            + "without MapKit is a warning, an assignment order that still builds is a note). *fix* `yes`: the rule fixes "
            + "the cases it can prove safe and reports the others with what to write instead.\n"
        return out + readmeEnd
    }

    /// `Documentation/Rules.md`.
    package static var rulesMarkdown: String {
        var out = """
        # statefix rules

        Generated from the rules' descriptions (`Sources/StateFixRules/<Family>/<Rule>.swift`); do not
        edit by hand: `scripts/regenerate` rewrites it.

        A family id works wherever a rule id does: `--enable observation`, `--disable state`,
        `"opt_in_rules": ["observation"]`, `// statefix:ignore-next-line state`.

        """
        for family in RuleRegistry.catalog.families.map(\.family) {
            let rules = descriptions.filter { $0.family == family }
            out += "\n## Family `\(family.id)`: \(family.summary)\n\n"
            if rules.isEmpty { out += "No rules yet.\n"; continue }
            for rule in rules { out += section(rule) }
        }
        return out
    }

    static func section(_ rule: RuleDescription) -> String {
        var out = "### \(rule.id)\n\n\(rule.summary)\n\n"
        out += "| | |\n|---|---|\n"
        out += "| severity | \(rule.severity.rawValue) (its most serious findings) |\n"
        out += "| runs | \(rule.isOptIn ? "opt-in: `--enable \(rule.id)`\(rule.enableFlag.map { " or `\($0)`" } ?? "")" : "by default") |\n"
        if let deployment = deployment(of: rule).summary { out += "| applies to | \(deployment) |\n" }
        out += "| fix | \(rule.fixes ? "yes, where it is safe" : "no, report only") |\n"
        if !rule.runsAfter.isEmpty {
            out += "| runs after | \(rule.runsAfter.map { "`\($0)`" }.joined(separator: ", ")) (on the text with their fixes) |\n"
        }
        out += "| source | \(escape(rule.source)) |\n"
        for option in rule.options {
            out += "| setting `\(option.name)` | \(option.kind.rawValue), default `\(option.defaultValue)`: \(escape(option.help)) |\n"
        }
        out += "\n\(rule.details)\n"
        if let example = rule.triggeringExamples.first {
            out += "\nFound\(example.configuration.caption):\n\n```swift\n\(example.code.replacingOccurrences(of: "↓", with: ""))\n```\n"
        }
        if let correction = rule.corrections.first, let corrected = correction.corrected {
            out += "\nFixed:\n\n```swift\n\(correction.code)\n```\n\nbecomes\n\n```swift\n\(corrected)\n```\n"
        }
        if let example = rule.nonTriggeringExamples.first {
            out += "\nLeft alone\(example.configuration.caption):\n\n```swift\n\(example.code)\n```\n"
        }
        return out + "\n"
    }

    /// `statefix explain NAME`: the explanation of a rule, or of each rule of a family.
    package static func explanation(of name: String) -> String {
        let ids = Set(RuleRegistry.catalog.expand(name) ?? [])
        let rules = descriptions.filter { ids.contains($0.id) }
        if rules.isEmpty { return "\(name): no rules yet\n" }
        return rules.map { explanation($0) }.joined(separator: "\n\n")
    }

    /// A rule's documentation for the terminal (what the Markdown
    /// section says, with code indented instead of fenced).
    package static func explanation(_ rule: RuleDescription) -> String {
        func indented(_ code: String) -> String {
            code.replacingOccurrences(of: "↓", with: "").split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
        }
        var out = "\(rule.id) (family \(rule.family.id)): \(rule.summary)\n\n"
        out += "  severity    \(rule.severity.rawValue) (its most serious findings)\n"
        out += "  runs        \(rule.isOptIn ? "opt-in: --enable \(rule.id)\(rule.enableFlag.map { " or \($0)" } ?? "")" : "by default")\n"
        if let deployment = deployment(of: rule).summary { out += "  applies to  \(deployment)\n" }
        out += "  fix         \(rule.fixes ? "yes, where it is safe" : "no, report only")\n"
        if !rule.runsAfter.isEmpty { out += "  runs after  \(rule.runsAfter.joined(separator: ", ")) (on the text with their fixes)\n" }
        out += "  source      \(rule.source)\n"
        for option in rule.options {
            out += "  setting     \(option.name): \(option.kind.rawValue), default \(option.defaultValue): \(option.help)\n"
        }
        out += "\n\(rule.details)\n"
        if let example = rule.triggeringExamples.first { out += "\nFound\(example.configuration.caption):\n\n" + indented(example.code) }
        if let correction = rule.corrections.first, let corrected = correction.corrected {
            out += "\nFixed:\n\n" + indented(correction.code) + "\nbecomes\n\n" + indented(corrected)
        }
        if let example = rule.nonTriggeringExamples.first { out += "\nLeft alone\(example.configuration.caption):\n\n" + indented(example.code) }
        out += "\nTo accept one finding: `// statefix:ignore-next-line \(rule.id)` on the line above it.\n"
        return out
    }

    private static func escape(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
