import SwiftSyntax

/// A rule: a description (everything about it, in one place) and one of two ways to look at
/// code. The engine names no rule; the registry in `StateFixRules` lists them.
package protocol Rule {
    static var description: RuleDescription { get }
}

extension Rule {
    package static var id: String { description.id }

    /// A finding of this rule at `node` (after its leading trivia) in `file`.
    package static func finding(_ severity: Severity, _ message: String, at node: some SyntaxProtocol, in file: SourceFile,
                                notes: [FindingNote] = [], noFixReason: String? = nil) -> Finding {
        Finding(ruleID: id, severity: severity, message: message, file: file.index, offset: node.startOffset,
                notes: notes, noFixReason: noFixReason)
    }

    /// A finding of this rule at a UTF-8 offset of `file`.
    package static func finding(_ severity: Severity, _ message: String, atOffset offset: Int, in file: SourceFile,
                                notes: [FindingNote] = [], noFixReason: String? = nil) -> Finding {
        Finding(ruleID: id, severity: severity, message: message, file: file.index, offset: offset,
                notes: notes, noFixReason: noFixReason)
    }
}

/// A rule over the whole project: it queries the model indexes (types and extensions across
/// files, initializer analyses) and returns its findings, each with its planned fix. Fixes are
/// planned against the text of the rule's pass; the engine decides which are applied.
package protocol ProjectRule: Rule {
    init()
    func check(_ context: ProjectContext) -> [Finding]
}

/// A per-file rule over single expressions or declarations. The engine walks each file once
/// for all syntax rules of a pass and calls `visit` for every node of the kinds a rule asks
/// for (swift-format's generated pipeline does the same), in files where the rule is enabled
/// and one of its needles occurs. The walk is of the file's `transientTree` (its nodes are
/// freed after the walk): a syntax rule sees only its file, and compares nodes only with
/// other nodes of the walk, never with `file.tree`'s.
package protocol SyntaxRule: Rule {
    init()
    /// The node kinds `visit` is called for.
    static var visitedKinds: Set<SyntaxKind> { get }
    func visit(_ node: Syntax, in context: FileContext)
}

/// What a project rule sees: the files of its pass, the model indexes, the deployment target
/// of any of its files, its settings, and fix ids.
package final class ProjectContext {
    /// The files of the run (the text of this pass), by index.
    package var files: [SourceFile] { indexes.files }
    /// This rule's settings.
    package let options: RuleOptions
    /// The configuration file those settings come from, or would go in, for advice that names
    /// a setting.
    package var settingsFile: String { run.selection.settingsFile }
    private let indexes: IndexCache
    private let rule: RuleDescription
    private let run: RunState

    init(rule: RuleDescription, indexes: IndexCache, run: RunState) {
        self.rule = rule
        self.indexes = indexes
        self.run = run
        self.options = run.selection.options(for: rule)
    }

    /// The model index `I`, which the rule's reading must declare (`RuleReading.indexes`).
    package func index<I: ModelIndex>(_ type: I.Type) -> I {
        precondition(run.catalog.reading(of: rule.id)?.declares(type) == true, "\(rule.id) queries \(type) without declaring it in its RuleReading.indexes")
        return indexes.get(type)
    }

    /// Whether `ruleID` reports at `offset` of file `file` (this pass's text): enabled for the
    /// file and not suppressed on that line. Decided before any rule runs, so a rule may defer
    /// to another rule that reports the same code; it never sees what that rule plans.
    package func isSelected(_ ruleID: String, file: Int, offset: Int) -> Bool {
        run.isSelected(ruleID, file: file, offset: offset)
    }

    /// Whether this rule reports in file `file` at all (it is in the edit scope, parses, and
    /// the rule is enabled there). A rule that only reports where it looks (no cross-file
    /// fix) skips the other files, which then need not be parsed.
    package func reports(in file: Int) -> Bool { run.isEnabled(rule.id, file: file) }

    /// A fresh fix id (unique in the run).
    package func makeFixID() -> Int { run.makeFixID() }

    /// The deployment target of the targets that compile `files` (indices): each platform's
    /// lowest among them, naming where it comes from. An edit across files must build in each.
    package func deploymentTarget(of files: some Sequence<Int>) -> DeploymentTarget? {
        // A file no project claims has the nearest project's target (`ProjectModel`): nil only
        // when no project was found, and then for every file.
        DeploymentTarget.lowest(Set(files).sorted().compactMap { run.selection.deploymentTarget(of: $0) })
    }

    /// The platforms the projects build for (`iOS`, `macOS`), for advice on flags.
    package var platformsBuilt: [String] { run.selection.platformsBuilt }
}

/// What a syntax rule sees of one file, and where it reports.
package final class FileContext {
    /// The file (the text of this pass).
    package let file: SourceFile
    /// The file's deployment target, from the targets that compile it (flags over them).
    package let deploymentTarget: DeploymentTarget?
    private let run: RunState
    private(set) var findings: [Finding] = []

    private let indexes: IndexCache

    init(file: SourceFile, run: RunState, indexes: IndexCache) {
        self.file = file
        self.run = run
        self.indexes = indexes
        self.deploymentTarget = run.selection.deploymentTarget(of: file.index)
    }

    /// The settings of `rule`.
    package func options(_ rule: (some Rule).Type) -> RuleOptions { run.selection.options(for: rule.description) }

    /// The model index `I` over every file of the pass, for `rule`, which must declare it in
    /// its reading's `RuleReading.indexes` (a syntax rule reports in its file, but may ask what
    /// other files declare: whether the module shadows a name its fix writes).
    package func index<I: ModelIndex>(_ type: I.Type, for rule: (some Rule).Type) -> I {
        precondition(run.catalog.reading(of: rule.id)?.declares(type) == true, "\(rule.id) queries \(type) without declaring it in its RuleReading.indexes")
        return indexes.get(type)
    }

    package func report(_ finding: Finding) { findings.append(finding) }

    /// A fresh fix id (unique in the run).
    package func makeFixID() -> Int { run.makeFixID() }
}
