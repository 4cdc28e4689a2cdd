import SwiftSyntax

/// The result of one run over a set of files.
package struct EngineResult {
    /// Findings sorted by file path, offset, rule id; offsets, notes and fix edits refer to the
    /// files as read.
    package var findings: [Finding]
    /// New contents of each file a fix changes, by file index.
    package var outputs: [Int: [UInt8]]
    /// The accepted edits behind each output, in UTF-8 offsets of the file as read, in the order
    /// `EditApplier` applies them: applying them to the original gives the output.
    package var edits: [Int: [FileEdit]] = [:]
    /// Files of the edit scope with syntax errors (analysed, never edited).
    package var problems: [SourceProblem]
    /// The model indexes of the files as read (the first pass), for the audit.
    package var indexes: IndexCache
    /// How many passes ran rules.
    package var passes: Int
    /// Findings a baseline left out (offsets in the files as read), for `--write-baseline`.
    package var baselined: [Finding] = []
    /// Findings left out because their file's deployment target is unknown and their rule
    /// reports only below (or above) a version: how many per rule id, and in how many files.
    package var unknownTarget: UnknownTargetFindings = UnknownTargetFindings()
    /// The trees built in each pass that ran rules, in order (empty for a result from the
    /// cache), for `STATEFIX_STATS`.
    package var parsesPerPass: [PassParses] = []

    package init(findings: [Finding], outputs: [Int: [UInt8]], edits: [Int: [FileEdit]] = [:], problems: [SourceProblem],
                 indexes: IndexCache, passes: Int, baselined: [Finding] = []) {
        self.findings = findings
        self.outputs = outputs
        self.edits = edits
        self.problems = problems
        self.indexes = indexes
        self.passes = passes
        self.baselined = baselined
    }
}

/// The trees one pass built of its text: while its rules ran and its findings were selected
/// (a rule looking into a file, a skeleton's syntax error checked). A file a fix changed is
/// parsed once more to check that fix, which is the next pass's tree, not counted here.
package struct PassParses: Sendable, Equatable {
    /// Trees built, of every file.
    package var parses = 0
    /// The most trees built of one file.
    package var mostOfOneFile = 0

    /// The trees built of `files` since each had `before` parses (`SourceFile.parses`).
    init(_ files: [SourceFile], before: [Int]) {
        for (file, count) in zip(files, before) {
            parses += file.parses - count
            mostOfOneFile = max(mostOfOneFile, file.parses - count)
        }
    }
}

/// Findings a rule made in files whose deployment target is unknown, where its deployment
/// requirement cannot be decided: not reported, but counted, so that the run can say what a
/// deployment target would show.
package struct UnknownTargetFindings: Codable, Sendable, Equatable {
    /// Findings per rule id.
    package var findings: [String: Int] = [:]
    /// Indices of the files they are in.
    package var files: Set<Int> = []

    package init() {}
}

/// Runs rules over files and applies their fixes: one code path for lint and fix.
///
/// 1. **Select.** The enabled rules of each file (`RuleSelection`, filtered by the deployment
///    requirement of each rule's reading) and the suppression comments are known before any rule runs.
/// 2. **Pass by pass.** The rules of a pass (`RuleCatalog.passes`; a rule that `runsAfter`
///    another runs in a later pass) check the text of that pass. Findings that are not
///    selected (rule disabled for the file, line suppressed) are dropped with their fixes
///    before any fix is accepted. `FixAcceptor` decides which fixes apply; the engine applies
///    them in memory, re-parses only the changed files, and the next pass runs on the new text
///    with fresh model indexes (per-file facts of unchanged files are kept).
/// 3. **Map back.** Every finding, note and accepted edit is mapped to the file as read
///    (`EditHistory`), and the outputs are the originals with every accepted edit applied once.
package struct Engine {
    package var catalog: RuleCatalog

    package init(catalog: RuleCatalog) {
        self.catalog = catalog
    }

    /// Analyses `files` together (one model across all of them) and returns findings and the
    /// fixed bytes of every file a fix changes.
    ///
    /// - Parameters:
    ///   - files: every file of the model (the analysis scope), `files[i].index == i`.
    ///   - editable: indices of the files to report on and edit (the edit scope); nil for all.
    ///     A fix that would edit another file is withheld.
    ///   - selection: which rules report in which file, the deployment target, settings.
    ///   - archive: per-file facts of earlier runs (by content), so that files no rule looks
    ///     into need not be parsed; facts computed here are added to it.
    ///   - prepared: per-file facts computed before the run (by file index), while the
    ///     file's tree was at hand; they are archived like facts computed here.
    ///   - jobs: threads for decoding or computing per-file facts.
    ///   - progress: told which rule runs, for a progress line.
    ///   - reserve: files no enabled rule's needles chose, not parsed unless an index asks
    ///     about something they spell (`IndexCache.reserve`).
    package func run(_ files: [SourceFile], editable: Set<Int>? = nil, selection: RuleSelection,
                     archive: FileFactsArchive? = nil, prepared: [Int: PreparedFacts] = [:], jobs: Int = 1,
                     progress: ParseProgress? = nil, reserve: Set<Int> = []) -> EngineResult {
        let state = RunState(files: files, editable: editable ?? Set(files.indices), selection: selection, catalog: catalog)
        var current = files
        let store = FileFactsStore(archive: archive, jobs: jobs)
        for (file, facts) in prepared { store.seed(facts, of: files[file]) }
        var reserve = reserve
        var indexes = IndexCache(files: current, reserve: reserve, perFile: store)
        let firstIndexes = indexes
        var findings: [Finding] = []
        var passOfFinding: [Int] = []
        var passesRun = 0
        var parsesPerPass: [PassParses] = []
        for pass in catalog.passes {
            let rules = pass.filter { state.activeRules.contains($0.id) }
            guard !rules.isEmpty else { continue }
            passesRun += 1
            let parsesBefore = current.map(\.parses)
            // A pass that reads every file's model by name parses each file it reads once
            // (`SourceFile.sharesWholeTree`); the trees it parsed go with it.
            let sharing = rules.contains { catalog.reading(of: $0.id)?.readsEveryFile == true }
            let heldTree = current.map(\.holdsTree)
            if sharing { for file in current { file.sharesWholeTree = true } }
            var planned: [Finding] = []
            let clock = PhaseClock.shared
            for case let rule as any ProjectRule.Type in rules {
                progress?.working(on: "running \(rule.id)")
                planned += clock.measure("rule \(rule.id)") { rule.init().check(ProjectContext(rule: rule.description, indexes: indexes, run: state)) }
            }
            planned += clock.measure("syntax rules") {
                SyntaxRuleWalker.run(rules.compactMap { $0 as? any SyntaxRule.Type }, files: current, state: state, indexes: indexes)
            }
            progress?.working(on: "checking fixes")
            let (kept, changed) = clock.measure("fixes: accept and re-parse") { accept(planned, files: current, state: state, jobs: jobs) }
            parsesPerPass.append(PassParses(current, before: parsesBefore))
            if sharing {
                for (file, held) in zip(current, heldTree) {
                    file.sharesWholeTree = false
                    if !held { file.dropTree() }
                }
            }
            findings += kept
            passOfFinding += Array(repeating: passesRun, count: kept.count)
            guard !changed.isEmpty else { continue }
            for (file, (bytes, tree)) in changed {
                current[file] = SourceFile(path: files[file].path, bytes: bytes, index: file, tree: tree, languageMode: files[file].languageMode)
                reserve.remove(file)
            }
            store.keep(only: current)
            indexes = IndexCache(files: current, reserve: reserve, perFile: store)
        }
        // A later pass may have rewritten text an earlier fix wrote (the two became one edit,
        // owned by the later fix): each fix's edits are the history's entries of that fix.
        if passesRun > 1 {
            var byFix: [Int: [FileEdit]] = [:]
            for file in state.histories.keys.sorted() {
                for entry in state.histories[file]!.entries { byFix[entry.fix, default: []].append(entry.edit) }
            }
            for index in findings.indices where findings[index].fixAccepted {
                findings[index].fix!.edits = byFix[findings[index].fix!.id] ?? []
            }
            remedyByLaterFixes(&findings, passes: passOfFinding, files: files)
        }
        findings += state.configurationFindings()
        findings.sort { lhs, rhs in
            let (a, b) = (files[lhs.file], files[rhs.file])
            if a.path != b.path { return a.path < b.path }
            if lhs.offset != rhs.offset { return lhs.offset < rhs.offset }
            return lhs.ruleID < rhs.ruleID
        }
        var outputs: [Int: [UInt8]] = [:]
        var edits: [Int: [FileEdit]] = [:]
        for (file, history) in state.histories where current[file].bytes != files[file].bytes {
            outputs[file] = current[file].bytes
            edits[file] = history.entries.map(\.edit)
        }
        var result = EngineResult(findings: findings, outputs: outputs, edits: edits, problems: syntaxProblems(files, state: state),
                                  indexes: firstIndexes, passes: passesRun, baselined: state.baselinedFindings)
        result.unknownTarget = state.unknownTarget
        result.parsesPerPass = parsesPerPass
        return result
    }

    /// Gives a finding without a fix the accepted fix of a later pass that writes its remedy
    /// (`Finding.remedy`): the diff puts it right, so it is reported as fixed, not as needing a
    /// person whose advice the diff already follows. Offsets are the original file's.
    private func remedyByLaterFixes(_ findings: inout [Finding], passes: [Int], files: [SourceFile]) {
        let fixers = findings.indices.filter { findings[$0].fixAccepted }
        for index in findings.indices {
            guard !findings[index].fixAccepted, findings[index].severity != .note, let remedy = findings[index].remedy else { continue }
            let file = findings[index].file
            for fixer in fixers where passes[fixer] > passes[index] && findings[fixer].ruleID != findings[index].ruleID {
                let fix = findings[fixer].fix!
                guard let edit = fix.edits.first(where: { $0.file == file && $0.range == remedy.range && remedy.replacements.contains($0.replacement) }) else { continue }
                let written = String(decoding: files[file].bytes[edit.range], as: UTF8.self)
                let line = files[findings[fixer].file].location(of: findings[fixer].offset).line
                findings[index].fix = Fix(id: fix.id, summary: "\(findings[fixer].ruleID) replaces '\(written)' with '\(edit.replacement)' here, in its fix at \(files[findings[fixer].file].name):\(line)",
                                          edits: fix.edits, requires: fix.requires)
                findings[index].fixAccepted = true
                findings[index].noFixReason = nil
                break
            }
        }
    }

    /// The syntax errors of the edit scope: an error for a file that an enabled rule needs (its
    /// trigger occurs), a warning for one no enabled rule needs (it is skipped without harm).
    private func syntaxProblems(_ files: [SourceFile], state: RunState) -> [SourceProblem] {
        files.indices.filter(state.editable.contains).compactMap { index -> SourceProblem? in
            guard var problem = files[index].syntaxError else { return nil }
            let needed = (state.selection.enabled[index] ?? []).contains { id in
                id != RuleCatalog.configuration.id && catalog.reading(of: id)?.trigger.matches(files[index].bytes) == true
            }
            if !needed {
                problem.severity = .warning
                problem.message += " (no enabled rule needs this file)"
            }
            return problem
        }
    }

    /// Keeps the selected findings of one pass, accepts their fixes, and maps everything to
    /// the original bytes. Returns the kept findings and the files the pass changed.
    private func accept(_ planned: [Finding], files: [SourceFile], state: RunState, jobs: Int)
        -> (findings: [Finding], changed: [Int: (bytes: [UInt8], tree: SourceFileSyntax)]) {
        var kept: [Finding] = []
        var dropped: [Int: Finding] = [:]
        for finding in planned {
            if state.isProbed(finding.ruleID, file: finding.file) {
                // Counted, not reported: the file's deployment target cannot say whether it applies.
                if state.isSelected(finding.ruleID, file: finding.file, offset: finding.offset) {
                    state.unknownTarget.findings[finding.ruleID, default: 0] += 1
                    state.unknownTarget.files.insert(finding.file)
                }
                if let fix = finding.fix { dropped[fix.id] = dropped[fix.id] ?? finding }
            } else if state.isSelected(finding.ruleID, file: finding.file, offset: finding.offset), !state.absorbedByBaseline(finding) {
                kept.append(finding)
            } else if let fix = finding.fix {
                dropped[fix.id] = dropped[fix.id] ?? finding
            }
        }
        var candidates: [Int: FixAcceptor.Candidate] = [:]
        for finding in kept {
            guard let fix = finding.fix else { continue }
            let candidate = FixAcceptor.Candidate(fix: fix, ruleID: finding.ruleID, severity: finding.severity,
                                                  file: finding.file, offset: finding.offset)
            if let existing = candidates[fix.id], !FixAcceptor.precedes(candidate, existing) { continue }
            candidates[fix.id] = candidate
        }
        for (id, finding) in dropped where candidates[id] != nil {
            let line = state.originalLine(file: finding.file, offset: finding.offset)
            candidates[id]!.blocked = "it also changes \(files[finding.file].name):\(line), where \(finding.ruleID) is disabled, suppressed or in the baseline"
        }
        // A fixed file must parse in the mode its original parsed in.
        let acceptor = FixAcceptor(text: { files[$0].bytes }, parse: { files[$0].languageMode.parse($1) },
                                   check: { edit, rule in state.refusal(of: edit, rule: rule) }, jobs: jobs)
        let outcome = acceptor.accept(Array(candidates.values))

        // Map findings and accepted edits to the original bytes with the history before this
        // pass, then record this pass's edits.
        kept = kept.map { state.mapToOriginal($0).joiningLines }
        var mappedEdits: [Int: [FileEdit]] = [:]
        for (file, edits) in outcome.edits {
            for (edit, fix) in edits where !edit.isNoOp {
                mappedEdits[fix, default: []].append(state.histories[file, default: EditHistory()].originalEdit(edit)!.edit)
            }
        }
        for (file, edits) in outcome.edits where outcome.outputs[file] != nil {
            state.histories[file, default: EditHistory()].record(edits)
        }
        let accepted = Set(outcome.accepted)
        for index in kept.indices {
            guard let fix = kept[index].fix else { continue }
            if accepted.contains(fix.id) {
                kept[index].fixAccepted = true
                kept[index].fix!.edits = mappedEdits[fix.id] ?? []
            } else {
                kept[index].fix = nil
                kept[index].noFixReason = outcome.rejected[fix.id].map { state.explain($0, files: files) }
                    ?? "the fix was withheld; fix it by hand"
            }
        }
        return (kept, outcome.outputs)
    }
}

/// The selection of one run and what its passes did so far.
final class RunState {
    let files: [SourceFile]
    let editable: Set<Int>
    let selection: RuleSelection
    let catalog: RuleCatalog
    /// Rules enabled for at least one file (and whose deployment requirement the project meets).
    let activeRules: Set<String>
    /// Enabled rules of each editable file without syntax errors.
    private let enabled: [Int: Set<String>]
    /// Rules that run in a file of unknown deployment target although their requirement needs
    /// one: their findings are counted (`unknownTarget`), not reported.
    private let probed: [Int: Set<String>]
    var unknownTarget = UnknownTargetFindings()
    private let suppressions: [Int: Suppressions]
    var histories: [Int: EditHistory] = [:]
    private var nextFixID = 1
    private var baseline: Baseline?
    /// Findings the baseline took, mapped to the files as read.
    private(set) var baselinedFindings: [Finding] = []
    /// Rule of each accepted fix, for messages.
    private var fixRules: [Int: (rule: String, file: Int, offset: Int)] = [:]

    init(files: [SourceFile], editable: Set<Int>, selection: RuleSelection, catalog: RuleCatalog) {
        self.files = files
        self.editable = editable
        self.selection = selection
        self.catalog = catalog
        // Which rules each file's deployment target lets run, once per distinct target.
        var meets: [String: Set<String>] = [:]
        var enabled: [Int: Set<String>] = [:]
        var probed: [Int: Set<String>] = [:]
        var suppressions: [Int: Suppressions] = [:]
        let known = Set(catalog.rules.map { $0.id })
        for file in files where editable.contains(file.index) && file.syntaxError == nil {
            let target = selection.deploymentTarget(of: file.index)
            let key = target.map { "\($0.iOS?.description ?? "-") \($0.macOS?.description ?? "-") \($0.watchOS?.description ?? "-") \($0.tvOS?.description ?? "-")" } ?? ""
            if meets[key] == nil { meets[key] = Set(catalog.rules.filter { catalog.deployment(of: $0.id).isMet(by: target) }.map { $0.id }) }
            enabled[file.index] = (selection.enabled[file.index] ?? []).intersection(meets[key]!)
            if target == nil {
                let unmet = (selection.enabled[file.index] ?? []).intersection(known).subtracting(meets[key]!)
                if !unmet.isEmpty { probed[file.index] = unmet }
            }
            // Only a file that contains the text `statefix:` can hold a suppression comment.
            if Prefilter.contains(file.bytes, "statefix:") { suppressions[file.index] = Suppressions(file, catalog: catalog) }
        }
        self.enabled = enabled
        self.probed = probed
        self.suppressions = suppressions
        self.activeRules = (Array(enabled.values) + Array(probed.values)).reduce(into: Set<String>()) { $0.formUnion($1) }
        self.baseline = selection.baseline
    }

    /// True when the baseline lists `finding` (of the current pass's text): it is then left out.
    func absorbedByBaseline(_ finding: Finding) -> Bool {
        guard baseline != nil else { return false }
        let mapped = mapToOriginal(finding)
        let fingerprint = Baseline.fingerprint(rule: finding.ruleID, file: files[finding.file], offset: mapped.offset)
        let path = selection.stablePaths[finding.file] ?? files[finding.file].path
        guard baseline!.absorbs(file: path, fingerprint: fingerprint) else { return false }
        var kept = mapped
        kept.fix = nil
        baselinedFindings.append(kept)
        return true
    }

    func makeFixID() -> Int {
        defer { nextFixID += 1 }
        return nextFixID
    }

    /// Whether `rule` is enabled for `file` (an editable file without syntax errors).
    func isEnabled(_ rule: String, file: Int) -> Bool { (enabled[file]?.contains(rule) ?? false) || isProbed(rule, file: file) }

    /// Whether `rule` runs in `file` only to count what it would report (`probed`).
    func isProbed(_ rule: String, file: Int) -> Bool { probed[file]?.contains(rule) ?? false }

    /// The 1-based line, in the file as read, of an offset of the current text.
    func originalLine(file: Int, offset: Int) -> Int {
        files[file].location(of: histories[file]?.originalOffset(offset) ?? offset).line
    }

    /// Enabled for the file and not suppressed on the (original) line of `offset`.
    func isSelected(_ rule: String, file: Int, offset: Int) -> Bool {
        // A file known only as a skeleton is parsed whole first: no finding in a file with a
        // syntax error, wherever the error is.
        guard isEnabled(rule, file: file), files[file].verifiedSyntaxError == nil else { return false }
        guard let suppressions = suppressions[file] else { return true }
        return !suppressions.suppresses(rule, onLine: originalLine(file: file, offset: offset))
    }

    /// Why `edit` may not be made for a fix of `rule`, or nil.
    func refusal(of edit: FileEdit, rule: String) -> String? {
        let file = files[edit.file]
        if !editable.contains(edit.file) { return "it would also edit \(file.path), which is outside the files given" }
        if file.verifiedSyntaxError != nil { return "a file it would edit has a syntax error" }
        if !isEnabled(rule, file: edit.file) { return "it would also edit \(file.path), where \(rule) is disabled" }
        if isProbed(rule, file: edit.file) { return "it would also edit \(file.path), whose deployment target statefix cannot tell" }
        if !edit.isNoOp, (histories[edit.file] ?? EditHistory()).originalEdit(edit) == nil {
            return "it would change code that another fix of this run wrote; run statefix again to fix it"
        }
        return nil
    }

    /// A withheld fix's reason, as the person reads it.
    func explain(_ rejection: FixAcceptor.Rejection, files: [SourceFile]) -> String {
        switch rejection {
        case .blocked(let reason), .refused(let reason): return reason
        case .overlapsItself: return "its edits overlap (a statefix bug); fix it by hand"
        case .overlaps: return "it overlaps another fix, which goes first; run statefix again after applying that one"
        case .needs: return "it needs another fix of this rule that was withheld; fix it by hand"
        case .wouldNotParse(let file): return "\(files[file].name) would no longer parse with it; fix it by hand"
        }
    }

    /// `finding` with its offsets (and its notes') mapped to the files as read.
    func mapToOriginal(_ finding: Finding) -> Finding {
        var result = finding
        result.offset = histories[finding.file]?.originalOffset(finding.offset) ?? finding.offset
        if let remedy = finding.remedy, let history = histories[finding.file] {
            let start = history.originalOffset(remedy.range.lowerBound)
            result.remedy!.range = start..<max(start, history.originalOffset(remedy.range.upperBound))
        }
        for index in result.notes.indices {
            let note = result.notes[index]
            result.notes[index].offset = histories[note.file]?.originalOffset(note.offset) ?? note.offset
        }
        return result
    }

    /// The `statefix-config` findings of the suppression comments.
    func configurationFindings() -> [Finding] {
        suppressions.sorted { $0.key < $1.key }.flatMap { file, suppression in
            suppression.problems.map { problem in
                Finding(ruleID: RuleCatalog.configuration.id, severity: .warning, message: problem.message + ".", file: file, offset: problem.offset)
            }
        }
    }
}

/// One walk of each file for every syntax rule of a pass.
final class SyntaxRuleWalker: SyntaxAnyVisitor {
    private let dispatch: [SyntaxKind: [any SyntaxRule]]
    private let context: FileContext

    private init(dispatch: [SyntaxKind: [any SyntaxRule]], context: FileContext) {
        self.dispatch = dispatch
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let rules = dispatch[node.kind] { for rule in rules { rule.visit(node, in: context) } }
        return .visitChildren
    }

    /// The findings of `rules` over the editable files where each is enabled and one of its
    /// needles occurs.
    static func run(_ rules: [any SyntaxRule.Type], files: [SourceFile], state: RunState, indexes: IndexCache) -> [Finding] {
        guard !rules.isEmpty else { return [] }
        let instances = rules.map { $0.init() }
        var findings: [Finding] = []
        for file in files where state.editable.contains(file.index) {
            var dispatch: [SyntaxKind: [any SyntaxRule]] = [:]
            for (type, rule) in zip(rules, instances) where state.isEnabled(type.id, file: file.index)
                && state.catalog.reading(of: type.id)?.trigger.matches(file.bytes) == true {
                for kind in type.visitedKinds { dispatch[kind, default: []].append(rule) }
            }
            guard !dispatch.isEmpty else { continue }
            let context = FileContext(file: file, run: state, indexes: indexes)
            SyntaxRuleWalker(dispatch: dispatch, context: context).walk(file.transientTree)
            findings += context.findings
        }
        return findings
    }
}
