import StateFixCore

extension Workspace {
    /// With `STATEFIX_STATS` set, how many files were read and parsed, after the engine ran
    /// (`run`; a rule may have looked into a file the cache let the prefilter skip), and how
    /// many trees were built before the engine and in each of its passes.
    func printStats(_ run: EngineRun, _ environment: StatefixCommand.Environment) {
        // With `STATEFIX_PHASES`, where the time and memory went (`PhaseClock`; statefix-bench reads it).
        if environment.variables["STATEFIX_PHASES"] != nil { environment.stderr(PhaseClock.shared.report) }
        guard environment.variables["STATEFIX_STATS"] != nil else { return }
        // "N parsed" ends the line (tests read it): files parsed at least once.
        let parsed = sources.filter { $0.parses > 0 }
        environment.stderr("statefix: stats: \(parsed.map(\.bytes.count).reduce(0, +)) bytes in \(sources.map(\.parses).reduce(0, +)) parses "
                           + "(\(sources.map(\.skeletonParses).reduce(0, +)) skeletons), "
                           + "\(sources.filter(\.isParsed).count) trees kept; \(Self.parsesByPass(run)); "
                           + "\(discovery.inputs.count) files read, \(parsed.count) parsed\n")
    }

    /// `parses before the engine 12 (at most 1 of a file), in passes 3, 0, 0 (at most 1 of a
    /// file in a pass)`: the trees built of the text each pass reads (`PassParses`; the parse
    /// that checks a fix's text is not counted), `none` for a result from the cache.
    private static func parsesByPass(_ run: EngineRun) -> String {
        let passes = run.result.parsesPerPass
        let most = passes.map(\.mostOfOneFile).max() ?? 0
        return "parses before the engine \(run.parsesBefore.total) (at most \(run.parsesBefore.mostOfOneFile) of a file), "
            + "in passes \(passes.isEmpty ? "none" : passes.map { String($0.parses) }.joined(separator: ", ")) (at most \(most) of a file in a pass)"
    }
}
