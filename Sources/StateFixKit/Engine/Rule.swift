import SwiftSyntax

/// How serious a finding is: `error` for code that fails to build (or link) with Xcode 27,
/// `warning` for code that builds but does not do what it says.
public enum Severity: String, Codable, Sendable {
    case error, warning
    /// Information that does not block anything (exit status ignores notes).
    case note
}

/// A code example in a rule's description. Examples double as tests: triggering examples
/// must produce a finding at every `↓` marker, non-triggering ones none, and a correction's
/// `before` must become `after` after the fix is applied.
public struct RuleExample: Sendable {
    public var code: String
    /// The expected result of the fix (corrections only).
    public var corrected: String?

    public init(_ code: String, corrected: String? = nil) {
        self.code = code
        self.corrected = corrected
    }
}

/// What a rule is: its id, summary, the Apple document it follows, and examples.
public struct RuleDescription: Sendable {
    /// Kebab-case id shown in findings (`state-default-and-init`).
    public var id: String
    /// One sentence.
    public var summary: String
    /// The Apple document (or issue) the rule follows.
    public var source: String
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    public var corrections: [RuleExample]
}

/// A rule checks the model and returns findings, each with an optional fix.
public protocol Rule {
    static var description: RuleDescription { get }
    init()
    /// Returns the rule's findings. Fixes are planned against the original bytes; the engine
    /// decides which of them are applied.
    func check(_ context: RuleContext) -> [Finding]
}

/// Switches for rules that are off by default.
public struct EngineOptions: Sendable, Equatable {
    /// `--annotate-state-types`: the `state-type-annotation` rule adds the certain type
    /// annotation to every `@State` that has none.
    public var annotateStateTypes = false
    /// The lowest iOS / macOS versions the project supports (`state-eager-class-init`).
    public var minIOS: OSVersion?
    public var minMacOS: OSVersion?

    public init(annotateStateTypes: Bool = false, minIOS: OSVersion? = nil, minMacOS: OSVersion? = nil) {
        self.annotateStateTypes = annotateStateTypes
        self.minIOS = minIOS
        self.minMacOS = minMacOS
    }
}

/// A set of edits (possibly in several files) that is applied entirely or not at all.
public struct Fix: Sendable {
    /// Unique within a run; findings that share a fix share its id.
    public var id: Int
    /// What the fix does, e.g. "removes ' = 0' and adds ': Int'".
    public var summary: String
    public var edits: [SourceEdit]
    /// Fixes that must be applied for this one to be correct.
    public var requires: [Int]
}

/// One thing a rule found.
public struct Finding: Sendable {
    public var ruleID: String
    public var severity: Severity
    /// What happens today and with Xcode 27, citing the Apple source.
    public var message: String
    /// The file's index in the run.
    public var file: Int
    /// UTF-8 offset the finding points at.
    public var offset: Int
    /// The planned fix, or nil.
    public var fix: Fix?
    /// Why there is no fix (when `fix` is nil).
    public var noFixReason: String?
    /// Set by the engine: true when the fix was applied (or would be, in a dry run).
    public var fixApplied = false

    public init(ruleID: String, severity: Severity, message: String, file: Int, offset: Int, fix: Fix? = nil, noFixReason: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.offset = offset
        self.fix = fix
        self.noFixReason = noFixReason
    }

    /// The message with the fix (or the reason there is none) appended.
    public var fullMessage: String {
        if fixApplied, let fix { return "\(message) Fix: \(fix.summary)." }
        if let noFixReason { return "\(message) No automatic fix: \(noFixReason)." }
        return message
    }
}

/// Shared state of one run's rules: the model, and the fixes earlier rules planned that
/// later rules build on (`state-init-order` moves assignments of properties whose initial
/// value `state-default-and-init` removes).
public final class RuleContext {
    public let model: ProjectModel
    /// Properties whose initial value a planned fix removes, with that fix's id.
    public internal(set) var plannedValueRemovals: [ObjectIdentifier: Int] = [:]
    private var nextFixID = 1

    /// What the user switched on.
    public let options: EngineOptions

    init(model: ProjectModel, options: EngineOptions = EngineOptions()) {
        self.model = model
        self.options = options
    }

    /// A fresh fix id.
    public func makeFixID() -> Int {
        defer { nextFixID += 1 }
        return nextFixID
    }

    /// Records that fix `id` removes `property`'s initial value.
    public func planValueRemoval(_ property: StoredProperty, fix id: Int) {
        plannedValueRemovals[ObjectIdentifier(property)] = id
    }

    /// True when the property has an initial value (written, or the implicit `nil` of an
    /// optional `var`) that no planned fix removes.
    public func keepsInitialValue(_ property: StoredProperty) -> Bool {
        (property.initialValue != nil || property.hasImplicitNil) && plannedValueRemovals[ObjectIdentifier(property)] == nil
    }

    /// The relevant designated initializers of `type` for `property`: those that can exist
    /// together with it (not in another clause of the same `#if`).
    public func initializers(of type: TypeDeclaration, for property: StoredProperty) -> [Initializer] {
        type.designatedInitializers.filter { property.ifConfigPath.relation(to: $0.ifConfigPath) != .exclusive }
    }
}
