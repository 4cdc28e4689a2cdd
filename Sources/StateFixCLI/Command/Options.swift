import Foundation
import StateFixCore
import StateFixRules

/// What the user asked for on the command line.
package struct CommandOptions: Equatable {
    package enum Command: Equatable { case run, audit, explain, installHook, uninstallHook }
    package enum Mode: Equatable { case dryRun, inPlace, check }
    package enum Format: String, CaseIterable, Equatable { case text, json, sarif, github, markdown, xcode }

    package var command = Command.run
    package var mode = Mode.dryRun
    package var format = Format.text
    package var output: String?
    package var quiet = false
    package var color: Bool?
    package var paths: [String] = []
    package var config: String?
    package var enable: Set<String> = []
    package var disable: Set<String> = []
    package var exclude: [String] = []
    package var projectRoot: String?
    package var staged = false
    package var stdinPath: String?
    package var minIOS: OSVersion?
    package var minMacOS: OSVersion?
    package var minWatchOS: OSVersion?
    package var minTVOS: OSVersion?
    /// `--swift-version`: the language mode files are parsed in first.
    package var languageMode: LanguageMode?
    /// `--fail-on`: the least serious severity that makes the exit status 1 (`--strict`: note).
    package var failOn = Severity.warning
    /// `--baseline FILE`: findings to leave out; `--write-baseline FILE`: where to record this run's.
    package var baseline: String?
    package var writeBaseline: String?
    package var force = false
    /// Parse only the files that can matter (off with --no-prefilter; results are the same).
    package var prefilter = true
    /// Keep and use the cache of file summaries and results (off with --no-cache).
    package var cache = true
    /// `--cache-path DIR`: where the cache lives (else the platform's cache folder).
    package var cachePath: String?
    /// Follow symbolic links inside folders.
    package var followSymlinks = false
    /// Skip files git ignores inside the folders given (`--no-ignore` turns it off).
    package var respectsGitIgnore = true
    /// Speak as a git pre-commit hook (what was staged, how to go on); `install-hook` writes it.
    package var gitHook = false
    /// Threads for parsing (default: active processors).
    package var jobs = ProcessInfo.processInfo.activeProcessorCount
    package var help = false
    package var version = false

    package init() {}
}

/// One command-line option: its spellings, whether it takes a value, its help line and what it sets.
struct OptionSpec {
    let names: [String]
    let value: String?
    let help: String
    let apply: (inout CommandOptions, String) throws -> Void
}

package struct UsageError: Error, Equatable {
    package var message: String
}

package enum OptionTable {
    static func list(_ text: String) -> Set<String> {
        Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }

    static func version(_ text: String, _ option: String) throws -> OSVersion {
        guard let version = OSVersion(text) else { throw UsageError(message: "\(option) takes a version such as 16.0, not '\(text)'") }
        return version
    }

    /// Every option: the general ones, then one `enableFlag` per rule that declares one.
    static let specs: [OptionSpec] = general + RuleRegistry.all.compactMap { rule in
        let description = rule.description
        return description.enableFlag.map { flag in
            OptionSpec(names: [flag], value: nil, help: "also run the opt-in rule \(description.id)") { o, _ in o.enable.insert(description.id) }
        }
    }

    static let general: [OptionSpec] = [
        OptionSpec(names: ["--in-place", "-i"], value: nil, help: "write the fixes into the files") { o, _ in o.mode = .inPlace },
        OptionSpec(names: ["--check"], value: nil, help: "report only; exit 1 when a finding at --fail-on or above remains") { o, _ in o.mode = .check },
        OptionSpec(names: ["--staged"], value: nil, help: "work on the staged content of the git index (pre-commit)") { o, _ in o.staged = true },
        OptionSpec(names: ["--format"], value: "FORMAT", help: "text (default), json, sarif, github, markdown, xcode") { o, v in
            guard let format = CommandOptions.Format(rawValue: v) else {
                throw UsageError(message: "unknown format '\(v)' (text, json, sarif, github, markdown, xcode)")
            }
            o.format = format
        },
        OptionSpec(names: ["--output", "-o"], value: "FILE", help: "write the report to FILE") { o, v in o.output = v },
        OptionSpec(names: ["--quiet", "-q"], value: nil, help: "print only the findings that fail the run (see --fail-on), and errors; no summary") { o, _ in o.quiet = true },
        OptionSpec(names: ["--color"], value: "WHEN", help: "auto (default: on terminals, unless NO_COLOR is set), always, never") { o, v in
            switch v {
            case "auto": o.color = nil
            case "always": o.color = true
            case "never": o.color = false
            default: throw UsageError(message: "--color takes auto, always or never, not '\(v)'")
            }
        },
        OptionSpec(names: ["--no-color"], value: nil, help: "the same as --color never") { o, _ in o.color = false },
        OptionSpec(names: ["--fail-on"], value: "SEVERITY", help: "exit 1 for findings this serious or more: error, warning (default), note") { o, v in
            guard let severity = Severity(rawValue: v) else { throw UsageError(message: "--fail-on takes error, warning or note, not '\(v)'") }
            o.failOn = severity
        },
        OptionSpec(names: ["--strict"], value: nil, help: "the same as --fail-on note") { o, _ in o.failOn = .note },
        OptionSpec(names: ["--baseline"], value: "FILE", help: "leave out the findings FILE records (see --write-baseline)") { o, v in o.baseline = v },
        OptionSpec(names: ["--write-baseline"], value: "FILE", help: "record this run's findings in FILE, to adopt statefix gradually") { o, v in o.writeBaseline = v },
        OptionSpec(names: ["--config"], value: "FILE", help: "use this .statefix.json for every file") { o, v in o.config = v },
        OptionSpec(names: ["--enable"], value: "RULES", help: "run these rules or families too (comma-separated ids)") { o, v in o.enable.formUnion(list(v)) },
        OptionSpec(names: ["--disable"], value: "RULES", help: "do not run these rules or families (comma-separated ids)") { o, v in o.disable.formUnion(list(v)) },
        OptionSpec(names: ["--exclude"], value: "GLOB", help: "leave matching files alone (repeatable)") { o, v in o.exclude.append(v) },
        OptionSpec(names: ["--project-root"], value: "DIR", help: "build the type model from every Swift file of DIR") { o, v in o.projectRoot = v },
        OptionSpec(names: ["--min-ios"], value: "VERSION", help: "the app's minimum iOS version (else read from the project)") { o, v in o.minIOS = try version(v, "--min-ios") },
        OptionSpec(names: ["--min-macos"], value: "VERSION", help: "the app's minimum macOS version") { o, v in o.minMacOS = try version(v, "--min-macos") },
        OptionSpec(names: ["--min-watchos"], value: "VERSION", help: "the app's minimum watchOS version") { o, v in o.minWatchOS = try version(v, "--min-watchos") },
        OptionSpec(names: ["--min-tvos"], value: "VERSION", help: "the app's minimum tvOS version") { o, v in o.minTVOS = try version(v, "--min-tvos") },
        OptionSpec(names: ["--swift-version"], value: "5|6", help: "the language mode to parse in first (else read from the project)") { o, v in
            guard let mode = LanguageMode(version: v) else { throw UsageError(message: "--swift-version takes 5 or 6, not '\(v)'") }
            o.languageMode = mode
        },
        OptionSpec(names: ["--stdin-path"], value: "PATH", help: "with '-': read the source of PATH from stdin, write the fixed source to stdout") { o, v in o.stdinPath = v },
        OptionSpec(names: ["--jobs", "-j"], value: "N", help: "parse on N threads (default: the active processors)") { o, v in
            guard let jobs = Int(v), jobs >= 1 else { throw UsageError(message: "--jobs takes a whole number of at least 1, not '\(v)'") }
            o.jobs = jobs
        },
        OptionSpec(names: ["--no-ignore"], value: nil, help: "also read files inside folders that git ignores") { o, _ in o.respectsGitIgnore = false },
        OptionSpec(names: ["--follow-symlinks"], value: nil, help: "enter symbolically linked files and folders inside folders") { o, _ in o.followSymlinks = true },
        OptionSpec(names: ["--no-prefilter"], value: nil, help: "parse every file, also those that cannot matter (for comparison)") { o, _ in o.prefilter = false },
        OptionSpec(names: ["--cache-path"], value: "DIR", help: "keep the cache in DIR (default: ~/Library/Caches/statefix on macOS, else $XDG_CACHE_HOME/statefix or ~/.cache/statefix)") { o, v in
            // An unset shell variable (`--cache-path "$CACHE"`) must not put the cache in the project.
            guard !v.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError(message: "--cache-path needs a folder, not an empty string") }
            o.cachePath = v
        },
        OptionSpec(names: ["--no-cache"], value: nil, help: "neither read nor write the cache (results are the same, only slower)") { o, _ in o.cache = false },
        OptionSpec(names: ["--force"], value: nil, help: "install-hook: replace a pre-commit hook statefix did not write") { o, _ in o.force = true },
        OptionSpec(names: ["--git-hook"], value: nil, help: "with --staged: say what was staged and how to go on, as a pre-commit hook") { o, _ in o.gitHook = true },
        OptionSpec(names: ["--help", "-h"], value: nil, help: "show this help") { o, _ in o.help = true },
        OptionSpec(names: ["--version"], value: nil, help: "print the version") { o, _ in o.version = true },
    ]

    /// Parses arguments (`--name value`, `--name=value`; `--` ends options). The first word may
    /// be a subcommand: `audit`, `explain`, `help`, `install-hook`, `uninstall-hook`. Throws a one-line message.
    package static func parse(_ arguments: [String]) throws -> CommandOptions {
        var options = CommandOptions()
        var arguments = arguments[...]
        switch arguments.first {
        case "audit": options.command = .audit; arguments = arguments.dropFirst()
        case "explain": options.command = .explain; arguments = arguments.dropFirst()
        case "help": options.help = true; arguments = arguments.dropFirst()
        case "install-hook": options.command = .installHook; arguments = arguments.dropFirst()
        case "uninstall-hook": options.command = .uninstallHook; arguments = arguments.dropFirst()
        case let word? where !word.hasPrefix("-") && !word.contains("/") && !FileManager.default.fileExists(atPath: word):
            // `statefix instal-hook` would otherwise be a missing path.
            if let near = Spelling.suggestion(for: word, among: ["audit", "explain", "help", "install-hook", "uninstall-hook"]) {
                throw UsageError(message: "unknown command '\(word)'; did you mean '\(near)'? (see statefix --help)")
            }
        default: break
        }
        var modes = Set<String>()
        var onlyPaths = false
        while let argument = arguments.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                continue
            }
            if argument == "--" { onlyPaths = true; continue }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard let spec = specs.first(where: { $0.names.contains(name) }) else {
                let near = Spelling.suggestion(for: name, among: specs.flatMap(\.names).filter { $0.hasPrefix("--") })
                throw UsageError(message: "unknown option '\(name)'" + (near.map { "; did you mean '\($0)'?" } ?? "") + " (see statefix --help)")
            }
            var value = ""
            if spec.value != nil {
                if argument.contains("=") {
                    value = String(argument.split(separator: "=", maxSplits: 1)[1])
                } else if let next = arguments.popFirst() {
                    value = next
                } else {
                    throw UsageError(message: "\(name) needs a value (\(spec.value!))")
                }
            }
            try spec.apply(&options, value)
            if ["--in-place", "-i"].contains(name) { modes.insert("--in-place") }
            if name == "--check" { modes.insert("--check") }
        }
        if modes.count > 1 { throw UsageError(message: "--in-place and --check cannot be combined") }
        // The survey changes nothing and always exits 0: a mode would be silently ignored.
        if options.command == .audit, let mode = modes.sorted().first {
            throw UsageError(message: "audit surveys and changes nothing: it takes no \(mode) (run statefix \(mode) for that)")
        }
        let catalog = RuleRegistry.catalog
        if let unknown = options.enable.union(options.disable).sorted().first(where: { catalog.expand($0) == nil }) {
            throw UsageError(message: "unknown rule id '\(unknown)' (\(catalog.hint(forUnknown: unknown)))")
        }
        if options.stdinPath != nil && options.paths != ["-"] {
            throw UsageError(message: "--stdin-path reads from stdin: give '-' as the only path")
        }
        if options.paths == ["-"] && options.stdinPath == nil {
            throw UsageError(message: "'-' reads from stdin and needs --stdin-path PATH")
        }
        let needsPaths = !options.help && !options.version && !options.staged
            && [.run, .audit].contains(options.command)
        // Like swift-format and SwiftLint, no path means the current folder.
        if needsPaths && options.paths.isEmpty { options.paths = ["."] }
        if options.command == .explain && !options.help {
            guard options.paths.count == 1 else { throw UsageError(message: "explain takes one rule or family id (see statefix --help)") }
            if catalog.expand(options.paths[0]) == nil {
                throw UsageError(message: "unknown rule id '\(options.paths[0])' (\(catalog.hint(forUnknown: options.paths[0])))")
            }
        }
        return options
    }

    static var usage: String {
        var text = """
        usage: statefix [options] <path>...             fix or check Swift files and folders
               statefix --staged [--in-place | --check]  the staged content of the git index
               statefix --stdin-path PATH -            one file from stdin to stdout
               statefix audit [options] <path>...       migration survey for Xcode 27
               statefix explain <rule>                 what a rule finds, why, and its fix
               statefix install-hook [--force] | uninstall-hook

        Finds and fixes SwiftUI code that Xcode 27 (Apple TN3211) rejects or runs differently.
        By default prints the fixes as a unified diff (apply with `git apply`) and the findings on
        stderr as `path:line:column: severity: message [rule]`.

        options:

        """
        let width = max(26, RuleRegistry.all.map { $0.id.count + 2 }.max() ?? 0)
        /// `text` padded with spaces to `width` (never cut).
        func column(_ text: String) -> String { text + String(repeating: " ", count: max(1, width - text.count)) }
        for spec in specs {
            let names = spec.names.joined(separator: ", ") + (spec.value.map { " " + $0 } ?? "")
            text += "  " + column(names) + spec.help + "\n"
        }
        for family in RuleRegistry.catalog.families.map(\.family) {
            let rules = RuleRegistry.all.map { $0.description }.filter { $0.family == family }
            text += "\nrules of the family \(family.id) (\(family.summary))\(rules.isEmpty ? ": none yet" : ":")\n"
            for rule in rules {
                let optIn = rule.isOptIn ? " (opt-in)" : ""
                text += "  " + column(rule.id) + rule.summary + optIn + "\n"
            }
        }
        text += """

        exit status: 0 nothing needs attention; 1 a finding at --fail-on (warning) or above remains that
        no fix handles (with --check: any such finding); 2 usage error, or a file skipped

        statefix explain <rule> tells what a rule finds and why; Documentation/Rules.md has them all.

        """
        return text
    }
}
