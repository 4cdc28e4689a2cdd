import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `statefix` command line, as a library entry point so tests can run it in-process.
public enum StatefixCommand {
    public static let version = "0.1.0"

    /// What the user asked for.
    public struct Options: Equatable {
        public enum Mode: Equatable { case dryRun, inPlace, check }
        public var mode: Mode = .dryRun
        public var quiet = false
        public var color: Bool? = nil
        public var paths: [String] = []
        public var engine = EngineOptions()
        public var help = false
        public var version = false
    }

    struct Flag {
        let names: [String]
        let help: String
        let apply: (inout Options) -> Void
    }

    static let flags: [Flag] = [
        Flag(names: ["--in-place", "-i"], help: "write the fixes into the files", apply: { $0.mode = .inPlace }),
        Flag(names: ["--check"], help: "print findings only; exit 1 when anything is fixable or reported", apply: { $0.mode = .check }),
        Flag(names: ["--quiet", "-q"], help: "print only findings that need a person, and errors; no summary", apply: { $0.quiet = true }),
        Flag(names: ["--no-color"], help: "never colour output (also: NO_COLOR set)", apply: { $0.color = false }),
        Flag(names: ["--annotate-state-types"], help: "add the certain type annotation to every @State without one", apply: { $0.engine.annotateStateTypes = true }),
        Flag(names: ["--help", "-h"], help: "show this help", apply: { $0.help = true }),
        Flag(names: ["--version"], help: "print the version", apply: { $0.version = true }),
    ]

    static var usage: String {
        var text = """
        usage: statefix [--in-place | --check] [--quiet] [--no-color] [--annotate-state-types] <path>...

        Finds and fixes SwiftUI @State code that Xcode 27 (State as a macro, Apple TN3211)
        rejects or runs differently. Paths are Swift files or folders (searched recursively).
        By default prints the fixes as a unified diff (apply with `git apply`) and the findings
        on stderr as `path:line:column: severity: message [rule]`.

        options:

        """
        for flag in flags {
            text += "  " + flag.names.joined(separator: ", ").padding(toLength: 18, withPad: " ", startingAt: 0) + flag.help + "\n"
        }
        text += "\nrules:\n"
        for rule in RuleRegistry.all {
            text += "  " + rule.description.id.padding(toLength: 26, withPad: " ", startingAt: 0) + rule.description.summary + "\n"
        }
        text += "\nexit status: 0 nothing needs attention, 1 findings remain (any finding with --check), 2 usage error or a file skipped\n"
        return text
    }

    /// Parses arguments. `--` ends options. Throws a one-line message for unknown or conflicting options.
    public static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var modes: [String] = []
        var onlyPaths = false
        for argument in arguments {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
            } else if argument == "--" {
                onlyPaths = true
            } else if let flag = flags.first(where: { $0.names.contains(argument) }) {
                flag.apply(&options)
                if argument == "--in-place" || argument == "-i" || argument == "--check" { modes.append(argument) }
            } else {
                throw UsageError(message: "unknown option '\(argument)' (see statefix --help)")
            }
        }
        if Set(modes).count > 1 { throw UsageError(message: "--in-place and --check cannot be combined") }
        if options.paths.isEmpty && !options.help && !options.version {
            throw UsageError(message: "no paths given (see statefix --help)")
        }
        return options
    }

    public struct UsageError: Error { public var message: String }

    static func isFolder(_ path: String, _ currentDirectory: String) -> Bool {
        var isDirectory: ObjCBool = false
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Runs statefix. Returns the exit status: 0 nothing needs attention; 1 findings remain
    /// that need a person (with `--check`: any finding); 2 usage error, or a file that could not
    /// be read, decoded, parsed or written (the other files are still processed).
    public static func run(arguments: [String], currentDirectory: String = FileManager.default.currentDirectoryPath,
                           environment: [String: String] = ProcessInfo.processInfo.environment,
                           stdout: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
                           stderr: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
                           stderrIsTerminal: Bool = isatty(2) != 0) -> Int32 {
        let options: Options
        do { options = try parse(arguments) } catch let error as UsageError {
            stderr("statefix: \(error.message)\n")
            return 2
        } catch { return 2 }
        if options.help { stdout(usage); return 0 }
        if options.version { stdout("statefix \(version)\n"); return 0 }
        let color = options.color ?? (stderrIsTerminal && environment["NO_COLOR"] == nil)

        let (entries, missing) = SwiftFiles.collect(options.paths, currentDirectory: currentDirectory)
        var problems = missing
        var sources: [SourceFile] = []
        var sourceEntries: [SwiftFiles.Entry] = []
        for entry in entries {
            switch SwiftFiles.read(entry) {
            case .success(let bytes):
                sources.append(SourceFile(path: entry.displayPath, bytes: bytes, index: sources.count))
                sourceEntries.append(entry)
            case .failure(let problem):
                problems.append(problem)
            }
        }
        let result = Engine(options: options.engine).run(sources)
        problems += result.problems

        var written = 0
        var findings = result.findings
        if options.mode == .dryRun {
            for index in result.outputs.keys.sorted(by: { sources[$0].path < sources[$1].path }) {
                let path = SwiftFiles.patchPath(sourceEntries[index], currentDirectory: currentDirectory)
                stdout(UnifiedDiff.make(old: sources[index].bytes, new: result.outputs[index]!, path: path))
            }
        } else if options.mode == .inPlace {
            var unwritten = Set<Int>()
            for index in result.outputs.keys.sorted(by: { sources[$0].path < sources[$1].path }) {
                if let problem = SwiftFiles.write(result.outputs[index]!, to: sourceEntries[index], expected: sources[index].bytes) {
                    problems.append(problem)
                    unwritten.insert(index)
                } else {
                    written += 1
                }
            }
            // A fix is all or nothing: one that touches a file that could not be written did not happen.
            for index in findings.indices {
                if let fix = findings[index].fix, fix.edits.contains(where: { unwritten.contains($0.file) }) {
                    findings[index].fixApplied = false
                    let names = Set(fix.edits.map(\.file)).intersection(unwritten).map { sources[$0].name }.sorted()
                    findings[index].noFixReason = "the fix was not written because \(names.joined(separator: ", ")) could not be written"
                }
            }
        }
        if !options.quiet, !entries.isEmpty, options.paths.allSatisfy({ !isFolder($0, currentDirectory) }) {
            stderr("statefix: note: only the files given are analysed; initializers and extensions in other files are not seen (give statefix the app's folder)\n")
        }

        let paint = { (text: String, code: String) in color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        for problem in problems.sorted(by: { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }) {
            stderr(problem.formatted.replacingOccurrences(of: ": error: ", with: ": \(paint("error", "1;31")): ") + "\n")
        }
        var fixable = 0, manual = 0
        for finding in findings {
            if finding.fixApplied {
                fixable += 1
            } else {
                manual += 1
            }
            if options.quiet && finding.fixApplied && options.mode != .check { continue }
            var line = finding.formatted(in: sources)
            let severity = finding.severity.rawValue
            line = line.replacingOccurrences(of: ": \(severity): ", with: ": \(paint(severity, finding.severity == .error ? "1;31" : "1;33")): ")
            stderr(line + "\n")
        }
        if !options.quiet {
            var summary = "statefix: \(sources.count) \(sources.count == 1 ? "file" : "files") scanned, \(findings.count) \(findings.count == 1 ? "finding" : "findings")"
            summary += " (\(fixable) fixable, \(manual) \(manual == 1 ? "needs" : "need") a person)"
            switch options.mode {
            case .dryRun:
                summary += ", \(result.outputs.count) \(result.outputs.count == 1 ? "file" : "files") would change"
                if !result.outputs.isEmpty { summary += " (diff on stdout; apply with --in-place)" }
            case .inPlace: summary += ", \(written) \(written == 1 ? "file" : "files") changed"
            case .check: break
            }
            if !problems.isEmpty { summary += ", \(problems.count) \(problems.count == 1 ? "problem" : "problems")" }
            stderr(summary + "\n")
        }
        if !problems.isEmpty { return 2 }
        if options.mode == .check { return findings.isEmpty ? 0 : 1 }
        return manual > 0 ? 1 : 0
    }
}
