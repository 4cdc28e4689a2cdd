/// Everything about what a rule is, in one place: its id, family, summary, source, severity,
/// whether it is opt-in, the rules it builds on, its options, documentation and examples. The registry, `--help`, the generated rule
/// documentation, SARIF `rules`, known ids in configuration and comments, the order of passes,
/// fixture and fuzz discovery all derive from it.
///
/// What the rule *reads* of the files (the byte tests that make a file worth parsing, the
/// names it follows into other files, the model indexes it queries, the deployment targets
/// whose files it reads at all) is not what the rule is: its family declares that
/// (`FamilyDescription.readings`, asked through `RuleCatalog.reading(of:)`).
package struct RuleDescription {
    /// Kebab-case id shown in findings (`state-default-and-init`); equal to the rule type's
    /// name in kebab case, to its file name, and to its fixture folder.
    package var id: String
    package var family: RuleFamily
    /// One sentence: what the rule finds.
    package var summary: String
    /// The Apple document (or issue) the rule follows.
    package var source: String
    /// The most serious severity its findings have (SARIF's default level for the rule).
    package var severity: Severity
    /// Off unless enabled (`--enable`, `opt_in_rules`).
    package var isOptIn = false
    /// Rules whose fixes this rule must see applied: it runs in a later pass, on the text
    /// with their fixes.
    package var runsAfter: [String] = []
    /// Per-rule settings, set in `.statefix.json` under `"rules": {"<id>": {…}}`.
    package var options: [RuleOption] = []
    /// A command-line flag that enables the rule (`--annotate-state-types`), besides `--enable <id>`.
    package var enableFlag: String?
    /// Markdown: why the rule exists, what its fix does, and when it leaves code alone.
    package var details: String
    package var triggeringExamples: [RuleExample] = []
    package var nonTriggeringExamples: [RuleExample] = []
    package var corrections: [RuleExample] = []

    package init(id: String, family: RuleFamily, summary: String, source: String, severity: Severity,
                 isOptIn: Bool = false, runsAfter: [String] = [],
                 options: [RuleOption] = [], enableFlag: String? = nil, details: String,
                 triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = [],
                 corrections: [RuleExample] = []) {
        self.id = id
        self.family = family
        self.summary = summary
        self.source = source
        self.severity = severity
        self.isOptIn = isOptIn
        self.runsAfter = runsAfter
        self.options = options
        self.enableFlag = enableFlag
        self.details = details
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }

    /// Whether the rule has any fix (it has corrections).
    package var fixes: Bool { !corrections.isEmpty }
}
