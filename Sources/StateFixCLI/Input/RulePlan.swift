import Foundation
import StateFixCore
import StateFixRules

/// Which rules apply to each file, and whether and why its tree is parsed: the one place of
/// the command line that reads what the rules read (their `RuleReading`s, from their families:
/// `trigger`, `looksInto`, `selectsFilesWith`, `follows`, `readsEveryFile`). The prefilter (its seeds,
/// which trees it keeps and which files it parses whole), the parse of the trees the cache let
/// it skip (`RunPlan.treesNeeded`) and the selection the cache key is made of ask it; no other
/// place of the command line decides. (The engine still tests a syntax rule's needles on each
/// pass's text, which fixes may have changed.)
///
/// In: each file's enabled rules and deployment target (`RunSettings`), its bytes
/// (`Discovery.inputs`), and whether the files were named (`wholeFiles`). Out: the active
/// rules, the prefilter's seeds and followers, the per-file facts their indexes read, and per
/// file a `FilePlan`, decided on first question and then kept (the prefilter asks from its
/// parsing threads, so the decisions are kept under a lock).
final class RulePlan: @unchecked Sendable {
    /// Why a file's tree is parsed whole and kept for the rules.
    enum TreeReason: Equatable {
        /// A syntax rule (its id) walks every file its needles choose.
        case walkedBy(String)
        /// A run over named files (`wholeFiles`): an enabled rule's (its id) needles occur,
        /// and the file's syntax error must be reported.
        case named(String)
        /// `statefix:` occurs: suppression comments are read from the tree.
        case suppressionComments
    }

    /// What is decided for one file of the edit scope.
    struct FilePlan: Equatable {
        /// Why its tree is parsed whole and kept for the rules; nil: parsed (as a skeleton where
        /// it can be) only for its facts and the names the prefilter follows, then dropped.
        var keptTree: TreeReason?
        /// A project rule looks into it (`looksInto`): parsed whole, for facts that read bodies,
        /// though its tree is not kept.
        var parsedWhole: Bool
    }

    /// The rules enabled for some file of the edit scope whose deployment requirement one of
    /// those files' targets meets (a file of unknown target runs them all): a rule no file
    /// lets run never runs (the engine's `RunState`), so its needles choose nothing.
    let rules: [RuleReading]
    /// Whether the files were named (staged files, single files, standard input): the
    /// prefilter then seeds with every one of them, and each file an enabled rule's needles
    /// choose is parsed whole, so that each one's syntax error is reported.
    let wholeFiles: Bool
    /// The per-file facts the active rules' indexes read.
    let factKinds: [FileFactsKind]
    private let enabled: [Set<String>?]
    private let bytes: [[UInt8]]
    private let lock = NSLock()
    private var decided: [Int: FilePlan] = [:]

    /// `inputs`, `enabled`, `targets`: the files (by position in `Discovery.inputs`), their
    /// enabled rules (nil outside the edit scope) and their deployment targets.
    init(_ inputs: [InputFile], enabled: [Set<String>?], targets: [DeploymentTarget?], wholeFiles: Bool) {
        let active = enabled.compactMap { $0 }.reduce(into: Set<String>()) { $0.formUnion($1) }
        var distinct: [DeploymentTarget?] = []
        for (input, target) in zip(inputs, targets) where input.editable && !distinct.contains(target) { distinct.append(target) }
        rules = RuleRegistry.catalog.readings(of: active).filter { reading in
            distinct.contains { $0 == nil || reading.deployment.isMet(by: $0) }
        }
        factKinds = FileFactsKind.of(rules.flatMap(\.indexes))
        self.wholeFiles = wholeFiles
        self.enabled = enabled
        bytes = inputs.map(\.bytes)
    }

    /// The enabled rule ids of file `index` (nil outside the edit scope).
    func enabledRules(of index: Int) -> Set<String>? { enabled[index] }

    /// The plan of file `index`: decided on first question, then the same answer.
    func plan(of index: Int) -> FilePlan {
        lock.lock()
        let known = decided[index]
        lock.unlock()
        if let known { return known }
        let plan = decide(index)
        lock.lock()
        decided[index] = plan
        lock.unlock()
        return plan
    }

    /// Whether file `index`'s tree is kept for the rules (`FilePlan.keptTree`).
    func keepsTree(_ index: Int) -> Bool { plan(of: index).keptTree != nil }

    /// Whether file `index` is parsed whole (`FilePlan.parsedWhole`).
    func parsesWhole(_ index: Int) -> Bool { plan(of: index).parsedWhole }

    private func decide(_ index: Int) -> FilePlan {
        guard let enabled = enabled[index] else { return FilePlan(keptTree: nil, parsedWhole: false) }
        let bytes = bytes[index]
        var reason: TreeReason?
        // Project rules decide from per-file facts and look into a tree only where they
        // report: that file parses again then, and a tree nobody walks is not kept (a tree
        // takes about 45 times its file's bytes).
        if let rule = rules.first(where: { (wholeFiles || Self.walkers.contains($0.rule)) && enabled.contains($0.rule) && Self.trigger($0).matches(bytes) }) {
            reason = Self.walkers.contains(rule.rule) ? .walkedBy(rule.rule) : .named(rule.rule)
        } else if Self.trigger(RuleCatalog.configurationReading).matches(bytes) {
            reason = .suppressionComments
        }
        let parsedWhole = rules.contains { $0.looksInto?.matches(bytes) == true }
        return FilePlan(keptTree: reason, parsedWhole: parsedWhole)
    }

    /// The byte tests that make a file a seed of the prefilter: the active rules' triggers,
    /// the words of the facts of a rule that reads every file (its other files join unparsed,
    /// the reserve), and `statefix:`.
    var seedTriggers: [Trigger] {
        rules.map(Self.trigger) + rules.filter(\.readsEveryFile).flatMap(\.selectsFilesWith) + [Self.trigger(RuleCatalog.configurationReading)]
    }

    /// The active rules' name followers.
    var followers: [NameFollower] { rules.flatMap(\.follows) }

    /// Whether an active rule reads every file (the files no needle chooses join the run
    /// unparsed, as the reserve).
    var readsEveryFile: Bool { rules.contains(where: \.readsEveryFile) }

    /// A rule's byte test: the one place the command line reads it.
    private static func trigger(_ rule: RuleReading) -> Trigger { rule.trigger }

    /// The rules that walk every file their needles choose (syntax rules).
    private static let walkers = Set(RuleRegistry.all.filter { $0 is any SyntaxRule.Type }.map { $0.id })
}
