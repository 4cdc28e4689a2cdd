import StateFixCore

/// The cache as one run uses it: the file summaries of its project (with their model facts),
/// read before the prefilter, and the result stored under the run's key (`RunKey`).
struct RunCache {
    let cache: ResultCache
    /// The file summaries of this run's project, by position among the files read.
    let summaries: ResultCache.Summaries
    /// The folder the summaries belong to (the current one, normalized).
    let project: String

    /// The cache of a run, or nil with `--no-cache`, for `audit`, or when no folder can be named.
    /// `inputs`, `languageModes`: the files read and the mode each parses in first (nil: `mode`).
    static func open(_ options: CommandOptions, _ environment: StatefixCommand.Environment,
                     inputs: [InputFile], languageModes: [LanguageMode?], mode: LanguageMode) -> RunCache? {
        let cwd = environment.currentDirectory
        guard options.cache, options.command == .run,
              let folder = options.cachePath.map({ SwiftFiles.absolute($0, cwd) }) ?? ResultCache.defaultDirectory(environment.variables) else { return nil }
        let cache = ResultCache(directory: folder, build: ResultCache.currentBuild())
        let project = SwiftFiles.normalize(cwd)
        let summaries = cache.summaries(project: project, contents: inputs.map(\.bytes), languageModes: languageModes.map { $0 ?? mode })
        return RunCache(cache: cache, summaries: summaries, project: project)
    }

    /// The key of a run over `plan`'s files (their bytes' SHA-256, from the summaries, which
    /// hash each file read once), edit scope and selection.
    func key(_ plan: RunPlan, languageMode: LanguageMode) -> String {
        let hashes = plan.candidateIndices.map { summaries.hash(of: $0) }
        return RunKey.digest(build: cache.build, files: plan.sources, hashes: hashes, editable: plan.editable, selection: plan.selection,
                             languageMode: languageMode)
    }

    /// The result stored under `key` for `plan`'s files, if any.
    func result(_ key: String, _ plan: RunPlan) -> EngineResult? { cache.result(key, files: plan.sources) }

    /// The model facts of `plan`'s files that earlier runs stored (and where this run's go).
    func facts(_ plan: RunPlan) -> ResultCache.Facts {
        ResultCache.Facts(summaries: summaries, files: plan.sources, candidates: plan.candidateIndices)
    }

    func store(_ result: EngineResult, key: String) { cache.store(result, key: key) }

    /// Writes back what the run learnt of its files.
    func save() { cache.save(summaries, project: project) }
}
