/// What one rule reads of the files, declared by its family (`FamilyDescription.readings`),
/// not by the rule: the deployment targets whose files it reads at all, the byte tests that
/// make a file worth parsing for it, the names it follows into other files, and the model
/// indexes it queries. Apart from `deployment`, it decides only what is parsed and walked; a
/// rule's findings never depend on that (the fixture harness's `--no-prefilter` run checks it).
package struct RuleReading {
    /// The id of the rule this reading is for.
    package var rule: String
    /// Byte strings that make a file worth parsing for this rule: a file containing none of
    /// them is parsed only when another rule, or a followed name, needs it.
    package var needles: [String]
    /// Byte strings that must all occur too (`` ` `` for a rule about names in backticks): a
    /// file with a needle but without one of these cannot trigger the rule either.
    package var alsoRequires: [String] = []
    /// When not empty, a needle counts only where one of these follows it after spaces, tabs,
    /// line breaks and comments (`{` followed by `}` or `#if`): for needles that are common on
    /// their own.
    package var needlesFollowedBy: [String] = []
    /// When set, a needle counts only where this test of the bytes around it says it may.
    package var needleContext: NeedleContext?
    /// When not empty, one of these must occur too (any one, unlike `alsoRequires`).
    package var alsoRequiresOneOf: [String] = []
    /// The names whose declarations and extensions (or, for a follower of `.mentions`, any
    /// mention) in other files the rule reads.
    package var follows: [NameFollower] = []
    /// The rule's conclusions can hang on any file, by paths no follower names in advance (the
    /// Observation migration resolves chains of member types, `viewModel.context.$state`,
    /// through whatever files declare them, and takes a type no file declares for another
    /// module's): while it is enabled every file is in the run. The files its needles,
    /// `selectsFilesWith` or another rule choose are parsed; the others are its indexes'
    /// reserve (`IndexCache.reserve`), parsed only when a query by name needs them.
    package var readsEveryFile = false
    /// For a rule that reads every file: the byte tests its indexes' per-file facts need
    /// besides its needles; a file that passes one is parsed for its facts (a skeleton when it
    /// can be), and a file that passes none has none of those facts.
    package var selectsFilesWith: [Trigger] = []
    /// For a project rule whose facts read bodies of some files that a skeleton would blank
    /// (the Observation migration reads the getters and `deinit` of every `ObservableObject`
    /// class), and which reports in them: those files of the edit scope are parsed whole for
    /// their facts (and their syntax outcome is known), then their trees are dropped.
    package var looksInto: Trigger?
    /// The model indexes the rule queries (LibCST's `METADATA_DEPENDENCIES`); asking the
    /// context for another one is a programming error.
    package var indexes: [any ModelIndex.Type] = []
    /// The deployment targets whose files the rule reads: the engine runs it only in a file
    /// whose target meets this (decided before any rule runs), and the front end parses nothing
    /// for it when no file's target does. Declared per reading, not once per family: the rules
    /// of one family differ here (the `state` family has a rule for targets below iOS 17 and
    /// one for iOS 17 or later, beside nine for every target), so a family default would be
    /// overridden as often as used, and a reader would look in two places.
    package var deployment: DeploymentRequirement = .any

    package init(_ rule: String, needles: [String], alsoRequires: [String] = [], needlesFollowedBy: [String] = [],
                 needleContext: NeedleContext? = nil, alsoRequiresOneOf: [String] = [], follows: [NameFollower] = [],
                 readsEveryFile: Bool = false, selectsFilesWith: [Trigger] = [], looksInto: Trigger? = nil,
                 indexes: [any ModelIndex.Type] = [], deployment: DeploymentRequirement = .any) {
        self.rule = rule
        self.needles = needles
        self.alsoRequires = alsoRequires
        self.needlesFollowedBy = needlesFollowedBy
        self.needleContext = needleContext
        self.alsoRequiresOneOf = alsoRequiresOneOf
        self.follows = follows
        self.readsEveryFile = readsEveryFile
        self.selectsFilesWith = selectsFilesWith
        self.looksInto = looksInto
        self.indexes = indexes
        self.deployment = deployment
    }

    /// The byte test a file must pass to be worth parsing (or walking) for this rule.
    package var trigger: Trigger {
        Trigger(anyOf: needles, allOf: alsoRequires, followedBy: needlesFollowedBy, context: needleContext, alsoOneOf: alsoRequiresOneOf)
    }

    /// Whether the rule may query `index`.
    package func declares(_ index: any ModelIndex.Type) -> Bool { indexes.contains { $0 == index } }
}
