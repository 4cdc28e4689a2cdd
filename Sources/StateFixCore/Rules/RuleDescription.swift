/// Everything about a rule, in one place. The registry, `--help`, the generated rule
/// documentation, SARIF `rules`, known ids in configuration and comments, the prefilter, the
/// order of passes, fixture and fuzz discovery all derive from it.
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
    /// The deployment targets the rule applies to.
    package var deployment = DeploymentRequirement.any
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
    /// Rules whose fixes this rule must see applied: it runs in a later pass, on the text
    /// with their fixes.
    package var runsAfter: [String] = []
    /// The model indexes the rule queries (LibCST's `METADATA_DEPENDENCIES`); asking the
    /// context for another one is a programming error.
    package var indexes: [any ModelIndex.Type] = []
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
                 isOptIn: Bool = false, deployment: DeploymentRequirement = .any, needles: [String], alsoRequires: [String] = [],
                 needlesFollowedBy: [String] = [], needleContext: NeedleContext? = nil, alsoRequiresOneOf: [String] = [],
                 follows: [NameFollower] = [], readsEveryFile: Bool = false, selectsFilesWith: [Trigger] = [], looksInto: Trigger? = nil, runsAfter: [String] = [], indexes: [any ModelIndex.Type] = [],
                 options: [RuleOption] = [], enableFlag: String? = nil, details: String,
                 triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = [],
                 corrections: [RuleExample] = []) {
        self.id = id
        self.family = family
        self.summary = summary
        self.source = source
        self.severity = severity
        self.isOptIn = isOptIn
        self.deployment = deployment
        self.needles = needles
        self.alsoRequires = alsoRequires
        self.needlesFollowedBy = needlesFollowedBy
        self.needleContext = needleContext
        self.alsoRequiresOneOf = alsoRequiresOneOf
        self.follows = follows
        self.readsEveryFile = readsEveryFile
        self.selectsFilesWith = selectsFilesWith
        self.looksInto = looksInto
        self.runsAfter = runsAfter
        self.indexes = indexes
        self.options = options
        self.enableFlag = enableFlag
        self.details = details
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
    }

    /// Whether the rule has any fix (it has corrections).
    package var fixes: Bool { !corrections.isEmpty }

    /// The byte test a file must pass to be worth parsing (or walking) for this rule.
    package var trigger: Trigger {
        Trigger(anyOf: needles, allOf: alsoRequires, followedBy: needlesFollowedBy, context: needleContext, alsoOneOf: alsoRequiresOneOf)
    }
}

/// A byte test on a file's text, without parsing: one of `anyOf` (followed, after blanks and
/// comments, by one of `followedBy` when that is not empty), every one of `allOf`, and one of
/// `alsoOneOf` when that is not empty. With `wholeWords`, an `anyOf` needle counts only where
/// it is not part of a longer identifier (`Settings`, not `AppSettings`).
package struct Trigger: Sendable, Hashable {
    package var anyOf: [String]
    package var allOf: [String]
    package var followedBy: [String]
    package var context: NeedleContext?
    package var alsoOneOf: [String]
    package var wholeWords: Bool

    package init(anyOf: [String], allOf: [String] = [], followedBy: [String] = [], context: NeedleContext? = nil, alsoOneOf: [String] = [],
                 wholeWords: Bool = false) {
        self.anyOf = anyOf
        self.allOf = allOf
        self.followedBy = followedBy
        self.context = context
        self.alsoOneOf = alsoOneOf
        self.wholeWords = wholeWords
    }

    package func matches(_ bytes: [UInt8]) -> Bool {
        guard allOf.allSatisfy({ Prefilter.contains(bytes, $0) }) else { return false }
        guard alsoOneOf.isEmpty || alsoOneOf.contains(where: { Prefilter.contains(bytes, $0) }) else { return false }
        if wholeWords && followedBy.isEmpty && context == nil { return Prefilter.mentionsAny(bytes, Set(anyOf)) }
        if followedBy.isEmpty && context == nil { return anyOf.contains { Prefilter.contains(bytes, $0) } }
        let follows = followedBy.map { Array($0.utf8) }
        return anyOf.contains { needle in
            let length = needle.utf8.count
            return Prefilter.containsOccurrence(of: needle, in: bytes) { end in
                let i = Self.skippingBlanksAndComments(bytes, from: end)
                let followed = follows.isEmpty || follows.contains { pattern in
                    i + pattern.count <= bytes.count && bytes[i..<(i + pattern.count)].elementsEqual(pattern)
                }
                let whole = !wholeWords || ((end - length == 0 || !Prefilter.isIdentifierByte(needle.utf8.first!) || !Prefilter.isIdentifierByte(bytes[end - length - 1]))
                    && (end == bytes.count || !Prefilter.isIdentifierByte(needle.utf8.last!) || !Prefilter.isIdentifierByte(bytes[end])))
                return whole && followed && (context?.test(bytes, end - length) ?? true)
            }
        }
    }

    /// The offset of the first byte at or after `start` that is not a space, tab, line break
    /// or part of a `//` or `/* */` comment.
    static func skippingBlanksAndComments(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 32 || byte == 9 || byte == 10 || byte == 13 { i += 1; continue }
            guard byte == UInt8(ascii: "/"), i + 1 < bytes.count else { break }
            if bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count && bytes[i] != 10 && bytes[i] != 13 { i += 1 }
            } else if bytes[i + 1] == UInt8(ascii: "*") {
                // Swift block comments nest.
                var depth = 0
                repeat {
                    if i + 1 < bytes.count && bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "*") { depth += 1; i += 2 }
                    else if i + 1 < bytes.count && bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/") { depth -= 1; i += 2 }
                    else { i += 1 }
                } while depth > 0 && i < bytes.count
            } else { break }
        }
        return i
    }
}

/// What must hold around a needle's occurrence for it to count, for a needle too common on its
/// own (`{` followed by `}` is in every empty function): a byte test, given the file's bytes
/// and the needle's UTF-8 offset, that must be true wherever the rule can report (when unsure
/// it says true). Identified by `id` (triggers are compared by it).
package struct NeedleContext: Sendable, Hashable {
    package var id: String
    package var test: @Sendable (_ bytes: [UInt8], _ offset: Int) -> Bool

    package init(id: String, test: @escaping @Sendable (_ bytes: [UInt8], _ offset: Int) -> Bool) {
        self.id = id
        self.test = test
    }

    package static func == (lhs: NeedleContext, rhs: NeedleContext) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Names a rule follows into other files: for each parsed file, the type names whose
/// declarations and extensions elsewhere the rule must see, or (`reach` `.mentions`) the names
/// whose every mention elsewhere it must see (a call that passes a label, a member read); the
/// prefilter parses those files too. Rules of one family share a follower; the prefilter runs
/// each follower once per parsed file.
package struct NameFollower: Sendable {
    /// Which other files a followed name brings in.
    package enum Reach: Sendable {
        /// Files that declare, extend or subclass a type of that name (`Prefilter.declaresOrExtendsAny`).
        case declarations
        /// Files in which the name occurs as a whole identifier (`Prefilter.mentionsAny`).
        case mentions
    }

    /// Identifies the follower (shared by the rules that use it).
    package var id: String
    package var reach: Reach
    /// Every needle `names`' walks gate on (`GatedVisitor`), as `FileFactsKind.needles`; nil
    /// when `names` reads bodies whatever they say.
    package var needles: Set<String>?
    package var names: @Sendable (SourceFile) -> Set<String>

    package init(id: String, reach: Reach = .declarations, needles: Set<String>?, names: @escaping @Sendable (SourceFile) -> Set<String>) {
        self.id = id
        self.reach = reach
        self.needles = needles
        self.names = names
    }
}

/// One per-rule setting.
package struct RuleOption: Sendable {
    package enum Kind: String, Sendable {
        case bool = "true or false", string = "a string", strings = "a list of strings", integer = "a whole number"
    }

    /// The key in `.statefix.json` (snake_case).
    package var name: String
    package var kind: Kind
    /// What the setting does, one sentence.
    package var help: String
    package var defaultValue: RuleOptionValue
    /// For a string setting: the values it takes (nil: any string).
    package var allowed: [String]?

    package init(_ name: String, _ kind: Kind, default defaultValue: RuleOptionValue, allowed: [String]? = nil, help: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.allowed = allowed
        self.help = help
    }
}

/// A setting's value.
package enum RuleOptionValue: Equatable, Sendable, CustomStringConvertible {
    case bool(Bool), string(String), strings([String]), integer(Int)

    package var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .strings(let values): "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .integer(let value): "\(value)"
        }
    }
}

/// The settings of one rule for one run: the configured values over the declared defaults.
package struct RuleOptions: Sendable, Equatable {
    package var values: [String: RuleOptionValue] = [:]

    package init(_ values: [String: RuleOptionValue] = [:]) { self.values = values }

    package func bool(_ name: String, default fallback: Bool = false) -> Bool {
        if case .bool(let value)? = values[name] { return value }
        return fallback
    }

    package func strings(_ name: String) -> [String] {
        if case .strings(let value)? = values[name] { return value }
        return []
    }

    package func string(_ name: String) -> String? {
        if case .string(let value)? = values[name] { return value }
        return nil
    }

    package func integer(_ name: String) -> Int? {
        if case .integer(let value)? = values[name] { return value }
        return nil
    }

    /// The defaults of `rule`, with `configured` on top.
    package static func resolved(_ rule: RuleDescription, configured: [String: RuleOptionValue] = [:]) -> RuleOptions {
        var values: [String: RuleOptionValue] = [:]
        for option in rule.options { values[option.name] = configured[option.name] ?? option.defaultValue }
        return RuleOptions(values)
    }
}
