/// A group of rules about one migration. A family id works wherever a rule id does
/// (`--enable observation`, `"disabled_rules": ["content-builder"]`, suppression comments).
///
/// Core names no family: each is declared in its own folder of `StateFixRules`
/// (`extension RuleFamily { static let state = … }` beside its `FamilyDescription`), and the
/// generated registry lists them.
package struct RuleFamily: Hashable, Sendable, CustomStringConvertible {
    /// Kebab-case id (`content-builder`): the first path component of its fixtures under
    /// `Fixtures`, and what `--enable`, configuration and comments name.
    package let id: String
    /// The folder of the family's rule sources under `Sources/StateFixRules` (`ContentBuilder`).
    package let sourceFolder: String
    /// One line for `--help` and the documentation.
    package let summary: String

    package init(id: String, sourceFolder: String, summary: String) {
        self.id = id
        self.sourceFolder = sourceFolder
        self.summary = summary
    }

    /// The folder of the family's fixtures under `Fixtures` (its id).
    package var folder: String { id }

    package var description: String { id }

    /// The family of statefix's own pseudo-rule, `statefix-config`; not a family of rules.
    package static let statefix = RuleFamily(id: "statefix", sourceFolder: "", summary: "statefix's own configuration")
}

/// Everything about one family, in one place, in its folder's `<Family>Family.swift`: what the
/// family is, what each of its rules reads of the files and the deployment targets it applies
/// to (`RuleReading`, kept out of `RuleDescription`), and what it adds to `statefix audit`. The registry lists every
/// family's description; the catalog checks that each rule of the family has exactly one reading.
package struct FamilyDescription {
    package var family: RuleFamily
    /// What each rule of the family reads, one per rule.
    package var readings: [RuleReading]
    /// The family's section of `statefix audit` (a type of its folder), if it has one.
    package var audit: (any AuditSection.Type)?

    package init(_ family: RuleFamily, readings: [RuleReading], audit: (any AuditSection.Type)? = nil) {
        self.family = family
        self.readings = readings
        self.audit = audit
    }

    /// The reading of `rule`, which must be one of the family's.
    package func reading(of rule: String) -> RuleReading {
        guard let reading = readings.first(where: { $0.rule == rule }) else { preconditionFailure("\(family) declares no reading of \(rule)") }
        return reading
    }
}
