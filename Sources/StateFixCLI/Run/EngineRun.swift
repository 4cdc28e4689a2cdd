import StateFixCore
import StateFixRules

/// The engine's result for a `RunPlan`: the fourth step of a run. From the cache when an
/// earlier run over the same chosen files, edit scope and selection stored it; else the
/// engine runs (after parsing, in parallel, the trees the cache let the prefilter skip) and
/// the result is stored.
struct EngineRun {
    let result: EngineResult
    /// Trees built before the engine ran (the prefilter's, and those the cache let it skip):
    /// in all, and the most of one file.
    let parsesBefore: (total: Int, mostOfOneFile: Int)

    /// Runs the engine over `plan` (`rules`: what each file needs), through `cache` if any;
    /// `languageMode`: the run's; `progress` is finished at the end.
    init(_ plan: RunPlan, _ rules: RulePlan, cache: RunCache?, languageMode: LanguageMode, progress: ProgressLine?, jobs: Int) {
        defer {
            progress?.finish()
            cache?.save()
        }
        let key = cache?.key(plan, languageMode: languageMode)
        if let cache, let key, let cached = cache.result(key, plan) {
            (result, parsesBefore) = (cached, Self.parses(plan))
            return
        }
        // The files the rules surely look into and those whose facts neither this run's parse
        // nor the cache has are parsed first, in parallel; the others only if a rule looks
        // into them.
        let archive = cache?.facts(plan)
        let needed = plan.treesNeeded(rules, archive: archive)
        PhaseClock.shared.measure("parse: trees the cache skipped") { Prefilter.parseTrees(needed, jobs: jobs, progress: progress) }
        parsesBefore = Self.parses(plan)
        result = PhaseClock.shared.measure("engine") {
            Engine(catalog: RuleRegistry.catalog).run(plan.sources, editable: plan.editable, selection: plan.selection, archive: archive,
                                                      prepared: plan.prepared, jobs: jobs, progress: progress, reserve: plan.reserve)
        }
        if let cache, let key { cache.store(result, key: key) }
    }

    private static func parses(_ plan: RunPlan) -> (total: Int, mostOfOneFile: Int) {
        let counts = plan.sources.map(\.parses)
        return (counts.reduce(0, +), counts.max() ?? 0)
    }
}
