/// The rules of one build of statefix, checked and ordered: ids are unique, `runsAfter`
/// names known rules without cycles, and each rule gets its pass (1 + the latest pass of the
/// rules it runs after), and each rule has exactly one reading, in its family's description.
/// Rule ids and family ids resolve here, for the command line, the configuration and
/// suppression comments alike.
package struct RuleCatalog {
    /// The pseudo-rule of findings about statefix's own configuration and suppression comments.
    package static let configuration = RuleDescription(
        id: "statefix-config", family: .statefix, summary: "A problem in statefix's configuration or suppression comments.",
        source: "statefix", severity: .warning,
        details: "Reported for a suppression comment that names an unknown rule or an unknown directive.")
    /// What `statefix-config` reads: a file without a `statefix:` comment has nothing to report.
    package static let configurationReading = RuleReading(configuration.id, needles: ["statefix:"])

    package let rules: [any Rule.Type]
    /// The families, in registry order (the order of `--help` and the documentation).
    package let families: [FamilyDescription]
    /// The passes, in order; each holds the rules that run in it, in registry order.
    package let passes: [[any Rule.Type]]
    private let byID: [String: Int]
    private let passOf: [String: Int]
    private let readingOf: [String: RuleReading]

    package init(_ rules: [any Rule.Type], families: [FamilyDescription]) {
        self.rules = rules
        self.families = families
        var byID: [String: Int] = [:]
        let familyIDs = Set(families.map(\.family.id))
        precondition(familyIDs.count == families.count, "two families with one id")
        for (index, rule) in rules.enumerated() {
            precondition(byID[rule.id] == nil, "two rules with the id \(rule.id)")
            precondition(!familyIDs.contains(rule.id) && rule.id != Self.configuration.id, "rule id \(rule.id) is reserved")
            precondition(familyIDs.contains(rule.description.family.id), "\(rule.id)'s family \(rule.description.family) is not in the catalog")
            byID[rule.id] = index
        }
        var readingOf: [String: RuleReading] = [Self.configuration.id: Self.configurationReading]
        for family in families {
            // A reading of a rule the list lacks is skipped, not fatal: a rule file just added
            // has its reading before `scripts/regenerate` lists it, and that run must start
            // (RegistryTests and CodeOrganizationTests then fail until it is listed).
            for reading in family.readings {
                guard let index = byID[reading.rule] else { continue }
                precondition(rules[index].description.family == family.family, "\(family.family) declares a reading of \(reading.rule), which is not its rule")
                precondition(readingOf[reading.rule] == nil, "two readings of \(reading.rule)")
                readingOf[reading.rule] = reading
            }
        }
        for rule in rules { precondition(readingOf[rule.id] != nil, "\(rule.description.family) declares no reading of \(rule.id)") }
        self.readingOf = readingOf
        var passOf: [String: Int] = [:]
        func pass(_ id: String, _ visiting: Set<String>) -> Int {
            if let known = passOf[id] { return known }
            precondition(!visiting.contains(id), "runsAfter of \(id) forms a cycle")
            let description = rules[byID[id]!].description
            let value = description.runsAfter.map { dependency -> Int in
                precondition(byID[dependency] != nil, "\(id) runs after unknown rule \(dependency)")
                return pass(dependency, visiting.union([id])) + 1
            }.max() ?? 0
            passOf[id] = value
            return value
        }
        for rule in rules { _ = pass(rule.id, []) }
        let count = (passOf.values.max() ?? -1) + 1
        passes = (0..<count).map { number in rules.filter { passOf[$0.id] == number } }
        self.byID = byID
        self.passOf = passOf
    }

    package var descriptions: [RuleDescription] { rules.map { $0.description } }

    package func description(of id: String) -> RuleDescription? {
        if id == Self.configuration.id { return Self.configuration }
        return byID[id].map { rules[$0].description }
    }

    /// What a rule (or `statefix-config`) reads of the files, from its family's description.
    package func reading(of id: String) -> RuleReading? { readingOf[id] }

    /// The deployment targets whose files a rule (or `statefix-config`) reads: its reading's
    /// `deployment`; `.any` for an unknown id.
    package func deployment(of id: String) -> DeploymentRequirement { readingOf[id]?.deployment ?? .any }

    /// The readings of `ids`, in registry order.
    package func readings(of ids: some Sequence<String>) -> [RuleReading] {
        let wanted = Set(ids)
        return rules.filter { wanted.contains($0.id) }.compactMap { readingOf[$0.id] }
    }

    /// The family of id `id`, if there is one.
    package func family(_ id: String) -> RuleFamily? { families.first { $0.family.id == id }?.family }

    /// The descriptions of `family`'s rules, in registry order.
    package func descriptions(of family: RuleFamily) -> [RuleDescription] { descriptions.filter { $0.family == family } }

    /// The 0-based pass a rule runs in.
    package func pass(of id: String) -> Int? { passOf[id] }

    /// The rule ids a name stands for: a rule id stands for itself, a family id for its
    /// rules (possibly none yet), `statefix-config` for itself; nil for an unknown name.
    package func expand(_ name: String) -> [String]? {
        if byID[name] != nil || name == Self.configuration.id { return [name] }
        if let family = family(name) { return rules.filter { $0.description.family == family }.map { $0.id } }
        return nil
    }

    /// Expands every name; the first unknown name is returned instead.
    package func expand(_ names: some Sequence<String>) -> Result<Set<String>, UnknownRuleName> {
        var result = Set<String>()
        for name in names {
            guard let ids = expand(name) else { return .failure(UnknownRuleName(name: name, known: hint(forUnknown: name))) }
            result.formUnion(ids)
        }
        return .success(result)
    }

    /// The rules that run unless enabled.
    package var defaultRuleIDs: Set<String> { Set(rules.filter { !$0.description.isOptIn }.map { $0.id }) }

    /// What to say after an unknown rule or family name: `did you mean 'state-init-order'?`
    /// when one is a likely typo of it, else every known name.
    package func hint(forUnknown name: String) -> String {
        let names = rules.map { $0.id }.sorted() + families.map(\.family.id) + [Self.configuration.id]
        if let near = Spelling.suggestion(for: name, among: names) { return "did you mean '\(near)'?" }
        return knownNamesText
    }

    /// `rules: a, b, …; families: state, …` for error messages.
    package var knownNamesText: String {
        "rules: \(rules.map { $0.id }.sorted().joined(separator: ", ")); families: \(families.map(\.family.id).joined(separator: ", "))"
    }
}

/// A rule or family name that no rule has.
package struct UnknownRuleName: Error, Equatable {
    package var name: String
    /// `did you mean '…'?`, or `rules: …; families: …`.
    package var known: String
}
