import StateFixCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `statefix` command line, as a library entry point so tests can run it in-process.
package enum StatefixCommand {
    package static let version = "0.2.0"

    /// Where the command reads and writes; the defaults are the process's own.
    package struct Environment {
        package var currentDirectory: String
        package var variables: [String: String]
        package var stdin: () -> [UInt8]
        package var stdout: (String) -> Void
        package var stdoutBytes: ([UInt8]) -> Void
        package var stderr: (String) -> Void
        package var stderrIsTerminal: Bool
        /// Whether stdout is a terminal (the diff is coloured only there, so `| git apply` works).
        package var stdoutIsTerminal: Bool
        /// Seconds of parsing before the progress line appears on a terminal.
        package var progressDelay: Double = 1

        package init(currentDirectory: String = FileManager.default.currentDirectoryPath,
                    variables: [String: String] = ProcessInfo.processInfo.environment,
                    stdin: @escaping () -> [UInt8] = { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
                    stdout: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
                    stdoutBytes: @escaping ([UInt8]) -> Void = { FileHandle.standardOutput.write(Data($0)) },
                    stderr: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
                    stderrIsTerminal: Bool = isatty(2) != 0,
                    stdoutIsTerminal: Bool = isatty(1) != 0) {
            self.currentDirectory = currentDirectory
            self.variables = variables
            self.stdin = stdin
            self.stdout = stdout
            self.stdoutBytes = stdoutBytes
            self.stderr = stderr
            self.stderrIsTerminal = stderrIsTerminal
            self.stdoutIsTerminal = stdoutIsTerminal
        }
    }

    /// Runs statefix and returns its exit status: 0 nothing needs attention; 1 findings at
    /// `--fail-on` or above remain that no fix handles (with `--check` or `--staged` without
    /// `--in-place`: any such finding); 2 usage or configuration error, or a file that could not be read, decoded, parsed
    /// or written (the other files are still processed).
    package static func run(arguments: [String], environment: Environment = Environment()) -> Int32 {
        let options: CommandOptions
        do { options = try OptionTable.parse(arguments) } catch let error as UsageError {
            environment.stderr("statefix: \(error.message)\n")
            return 2
        } catch { return 2 }
        if options.help { environment.stdout(OptionTable.usage); return 0 }
        if options.version { environment.stdout("statefix \(version)\n"); return 0 }
        switch options.command {
        case .installHook: return Hooks.install(options: options, environment: environment)
        case .uninstallHook: return Hooks.uninstall(environment: environment)
        case .explain:
            environment.stdout(RuleDocumentation.explanation(of: options.paths[0]))
            return 0
        case .audit, .run: break
        }
        let workspace: Workspace
        do { workspace = try Workspace.load(options, environment) } catch let error as UsageError {
            environment.stderr("statefix: \(error.message)\n")
            return 2
        } catch { return 2 }
        if options.command == .audit { return Audit.run(workspace, options: options, environment: environment) }
        return runFixes(workspace, options: options, environment: environment)
    }

    /// The same with the process's standard streams replaced by closures (the tests use it).
    package static func run(arguments: [String], currentDirectory: String = FileManager.default.currentDirectoryPath,
                           environment variables: [String: String] = ProcessInfo.processInfo.environment,
                           stdout: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
                           stderr: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
                           stderrIsTerminal: Bool = isatty(2) != 0, stdoutIsTerminal: Bool = false) -> Int32 {
        run(arguments: arguments, environment: Environment(currentDirectory: currentDirectory, variables: variables,
                                                          stdout: stdout, stdoutBytes: { stdout(String(decoding: $0, as: UTF8.self)) },
                                                          stderr: stderr, stderrIsTerminal: stderrIsTerminal,
                                                          stdoutIsTerminal: stdoutIsTerminal))
    }

    /// Writes a report to `--output` (false when that fails, after saying so), else to stdout
    /// or stderr.
    static func emit(_ text: String, options: CommandOptions, environment: Environment, toStdout: Bool) -> Bool {
        guard let output = options.output else {
            if toStdout { environment.stdout(text) } else { environment.stderr(text) }
            return true
        }
        let url = URL(fileURLWithPath: SwiftFiles.absolute(output, environment.currentDirectory))
        do { try Data(text.utf8).write(to: url, options: .atomic) } catch {
            environment.stderr("statefix: cannot write the report to \(output): \(error.localizedDescription)\n")
            return false
        }
        return true
    }

    /// A run: the engine's result (`Workspace.runEngine`), delivered where `options` say
    /// (`OutputSink`), reported, the baseline recorded, and the exit status.
    private static func runFixes(_ workspace: Workspace, options: CommandOptions, environment: Environment) -> Int32 {
        let run = workspace.runEngine()
        workspace.printStats(run, environment)
        let result = run.result
        let order = result.outputs.keys.sorted { workspace.sources[$0].path < workspace.sources[$1].path }
        let delivery = outputSink(for: options).deliver(result, order: order, workspace, environment)
        let problems = workspace.problems + result.problems.filter { problem in workspace.sources.contains { $0.path == problem.path && workspace.editable.contains($0.index) } }
            + delivery.problems
        let report = self.report(workspace, result, delivery, problems: problems, options: options, environment: environment)
        if !show(report, diff: delivery.diff, options: options, environment: environment) { return 2 }
        if !writeBaseline(workspace, result, options: options, environment: environment) { return 2 }
        let status = exitStatus(delivery.findings, problems, options)
        if options.gitHook { environment.stderr(hookTrailer(status: status, stagedFixes: delivery.stagedFixes, findings: delivery.findings, options: options)) }
        return status
    }

    /// The report of a run whose fixes went where `delivery` says.
    private static func report(_ workspace: Workspace, _ result: EngineResult, _ delivery: Delivery, problems: [SourceProblem],
                               options: CommandOptions, environment: Environment) -> Report {
        let reportToStdout = options.format != .text && options.output == nil
        let notes = workspace.notes + [workspace.unknownTargetNote(result)].compactMap { $0 }
        var report = Report(files: workspace.sources, scanned: workspace.editScopeCount, findings: delivery.findings, problems: problems,
                            outcome: delivery.outcome, changedFiles: delivery.outcome == .dryRun ? result.outputs.count : delivery.written,
                            quiet: options.quiet, notes: notes)
        report.baselined = result.baselined.count
        report.failOn = options.failOn
        report.failing = Self.failing(delivery.findings, options)
        report.warnings = delivery.warnings
        report.changeHint = options.stdinPath != nil ? (reportToStdout ? "(the fixes are the report's edits)" : "(the fixed source is on stdout)")
            : (reportToStdout ? "(run without --format, or with --output FILE, for the diff)" : "(diff on stdout; apply with --in-place)")
        workspace.namePaths(in: &report, currentDirectory: environment.currentDirectory)
        return report
    }

    /// Prints `diff` (unless the report takes stdout) and emits the report; false when the
    /// report could not be written.
    private static func show(_ report: Report, diff: String, options: CommandOptions, environment: Environment) -> Bool {
        let reportToStdout = options.format != .text && options.output == nil
        // --color auto (the default) colours a stream only when it is a terminal and NO_COLOR is unset.
        let noColor = environment.variables["NO_COLOR"].map { !$0.isEmpty } ?? false
        let color = options.color ?? (environment.stderrIsTerminal && !noColor)
        let text = report.render(options.format, color: options.output == nil && color)
        if !diff.isEmpty && !reportToStdout {
            environment.stdout(options.color ?? (environment.stdoutIsTerminal && !noColor) ? TextReport.coloredDiff(diff) : diff)
        }
        return emit(text, options: options, environment: environment, toStdout: reportToStdout)
    }

    /// Records every finding of the run (baselined ones included) with `--write-baseline`;
    /// false when that fails, after saying so.
    private static func writeBaseline(_ workspace: Workspace, _ result: EngineResult, options: CommandOptions, environment: Environment) -> Bool {
        guard let destination = options.writeBaseline else { return true }
        let path = { (file: Int) in workspace.selection.stablePaths[file] ?? workspace.sources[file].path }
        if let problem = BaselineFile.write(result.findings + result.baselined, files: workspace.sources, path: path,
                                            to: SwiftFiles.absolute(destination, environment.currentDirectory)) {
            environment.stderr("statefix: \(problem)\n")
            return false
        }
        if !options.quiet {
            environment.stderr("statefix: recorded \(result.findings.count + result.baselined.count) findings in \(destination)\n")
        }
        return true
    }

    /// 2 for a file that could not be handled; else 1 when a finding at least as serious as
    /// `--fail-on` (warning by default) remains: any with `--check` or a staged dry run, else
    /// one without a fix.
    static func exitStatus(_ findings: [Finding], _ problems: [SourceProblem], _ options: CommandOptions) -> Int32 {
        if problems.contains(where: { $0.severity == .error }) { return 2 }
        return failing(findings, options).isEmpty ? 0 : 1
    }

    /// The findings that make the run exit 1: at `--fail-on` or above, and without a fix unless
    /// nothing is applied (`--check`, a staged dry run).
    static func failing(_ findings: [Finding], _ options: CommandOptions) -> [Finding] {
        let blocking = findings.filter { $0.severity <= options.failOn }
        if options.mode == .check || (options.staged && options.mode != .inPlace) { return blocking }
        return blocking.filter { !$0.fixAccepted }
    }

    /// What a pre-commit hook says last: what it staged and how to see it, and when it stops
    /// the commit, the three ways forward.
    static func hookTrailer(status: Int32, stagedFixes: [String], findings: [Finding], options: CommandOptions) -> String {
        let files = EnglishList.and(stagedFixes)
        if status == 0 {
            return stagedFixes.isEmpty ? "" : "statefix: fixed and staged \(files); the fixes are part of this commit (`git show` shows them after it)\n"
        }
        let open = findings.filter { $0.severity <= options.failOn && !$0.fixAccepted }
        var out = "statefix: the commit was stopped"
        if status == 2 { out += ": a staged file could not be read, parsed or staged (above)\n" } else {
            out += ": \(EnglishList.count(open.count, "finding")) need\(open.count == 1 ? "s" : "") a person (above)\n"
        }
        if !stagedFixes.isEmpty { out += "statefix: it staged its fixes to \(files); see them with `git diff --cached`\n" }
        // A file it could not parse is not a finding: no suppression comment helps there.
        guard !open.isEmpty else {
            return out + "statefix: next: fix the file named above and `git add` it; or commit without the hook: `git commit --no-verify`\n"
        }
        // Each rule that stopped the commit, so the suppression named is the one each finding needs.
        var rules: [String] = []
        for finding in open where !rules.contains(finding.ruleID) { rules.append(finding.ruleID) }
        let suppression = rules.count == 1 ? "`// statefix:ignore-next-line \(rules[0])`"
            : "`// statefix:ignore-next-line RULE` (RULE: the id in brackets after the finding, here \(EnglishList.or(rules.map { "`\($0)`" })))"
        out += "statefix: next: change the code and `git add` it; or accept a finding with \(suppression) on the line above it; or commit without the hook: `git commit --no-verify`\n"
        return out
    }
}
