import Foundation
import StateFixCore

/// The files the engine runs on, in run order, and what is known of them before it runs: the
/// third step of a run, made by the prefilter from `Discovery`'s files, `RunSettings` and the
/// `RulePlan`. A file's index in the run (`SourceFile.index`) is its position in `sources`;
/// `candidateIndices` maps it back to `Discovery.inputs`.
struct RunPlan {
    var sources: [SourceFile] = []
    /// The disk file behind each source (nil for stdin).
    var entries: [SwiftFiles.Entry?] = []
    /// The index entry behind each staged source.
    var staged: [Int: Git.StagedFile] = [:]
    /// Indices of the sources in the edit scope.
    var editable: Set<Int> = []
    /// Each source's position among the files read (`Discovery.inputs`).
    var candidateIndices: [Int] = []
    /// Facts computed while parsing, by source index.
    var prepared: [Int: PreparedFacts] = [:]
    /// Sources left unparsed for a rule that reads every file (`IndexCache.reserve`), by index.
    var reserve: Set<Int> = []
    /// Which rules report in which file, decided before any rule runs.
    var selection = RuleSelection(enabled: [:])

    /// Parses what can matter to the enabled rules (see `Prefilter`), in parallel, and keeps
    /// the chosen files in path order with their selection. `summaries`: what the cache knows
    /// of each input's bytes (by position in `discovery.inputs`).
    static func make(_ discovery: Discovery, _ settings: RunSettings, _ rules: RulePlan, summaries: ResultCache.Summaries?,
                     progress: ProgressLine?, options: CommandOptions) -> RunPlan {
        let all = discovery.inputs
        let candidates = self.candidates(all, settings, stdinPath: options.stdinPath)
        let mode = settings.languageMode?.mode ?? .swift6
        var selected = PhaseClock.shared.measure("parse: prefilter, per-file facts") {
            Prefilter.select(candidates, triggers: rules.seedTriggers, followers: rules.followers, seedEditable: rules.wholeFiles,
                             enabled: options.prefilter, jobs: options.jobs, languageMode: mode,
                             summaries: summaries, progress: progress, facts: rules.factKinds, keepsTree: rules.keepsTree,
                             parsesWhole: rules.parsesWhole, skeletons: options.prefilter)
        }
        // A rule that reads every file has the files with its needles or its facts' words
        // parsed; the others join the run unparsed (the reserve), and its indexes read those
        // they ask about by name.
        var reserved = Set<Int>()
        if options.prefilter && rules.readsEveryFile {
            let chosen = Set(selected.map(\.index))
            for index in candidates.indices where !chosen.contains(index) {
                // Unparsed: the mode and a syntax error are known once something parses it.
                let outcome = ParseOutcome(languageMode: candidates[index].languageMode ?? mode, syntaxError: nil, skeleton: true)
                selected.append((index, SourceFile(path: candidates[index].path, bytes: candidates[index].bytes, index: index, outcome: outcome), [:]))
                reserved.insert(index)
            }
            selected.sort { $0.index < $1.index }
        }
        var plan = RunPlan()
        plan.selection.deploymentTarget = settings.deploymentTarget
        for (position, (candidate, source, facts)) in selected.enumerated() {
            plan.add(source, position: position, input: all[candidate], candidate: candidate, facts: facts, settings, rules)
            if reserved.contains(candidate) { plan.reserve.insert(position) }
        }
        return plan
    }

    /// The prefilter's view of each input, in the mode the targets that compile it build it in.
    private static func candidates(_ all: [InputFile], _ settings: RunSettings, stdinPath: String?) -> [Prefilter.Candidate] {
        zip(all, settings.languageModes).map { input, mode in
            Prefilter.Candidate(path: input.entry?.displayPath ?? stdinPath ?? "<stdin>", bytes: input.bytes, editable: input.editable, languageMode: mode)
        }
    }

    /// Adds the chosen `source` as the run's file `position` (its index from now on).
    private mutating func add(_ source: SourceFile, position: Int, input: InputFile, candidate: Int, facts: PreparedFacts,
                              _ settings: RunSettings, _ rules: RulePlan) {
        source.index = position
        candidateIndices.append(candidate)
        if !facts.isEmpty { prepared[position] = facts }
        sources.append(source)
        entries.append(input.entry)
        if let file = input.staged { staged[position] = file }
        let target = settings.targets[candidate]
        if target != settings.deploymentTarget { selection.fileTargets[position] = .some(target) }
        if input.editable {
            editable.insert(position)
            selection.enabled[position] = rules.enabledRules(of: candidate) ?? []
        }
    }

    /// The sources the engine needs trees of before it runs: those a rule surely looks into
    /// (`RulePlan.keepsTree`) and those whose facts neither this run's parse nor the cache
    /// (`archive`) has; none that is already parsed, or in the reserve.
    func treesNeeded(_ rules: RulePlan, archive: ResultCache.Facts?) -> [SourceFile] {
        sources.filter { source in
            // A file parsed here has its facts; its tree was dropped because no rule looks into it.
            source.parses == 0 && !reserve.contains(source.index)
                && (editable.contains(source.index) && rules.keepsTree(candidateIndices[source.index])
                    || !rules.factKinds.isEmpty && !(archive?.hasFacts(of: source) ?? false))
        }
    }
}
