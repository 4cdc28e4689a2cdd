import Foundation
import StateFixCLI
import StateFixCore
import StateFixRules

/// Helpers shared by the test targets.
package enum Support {
    /// The package root (two folders above this file's folder).
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh empty folder under the system temporary folder.
    package static func temporaryFolder(_ name: String = "statefix-test") -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Whether a fixture's file at `path` (relative) is app source: Swift, but not a project
    /// manifest (`Package.swift`, Tuist's `Project.swift` and `Tuist/` helpers), which no app target compiles.
    package static func isAppSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") && !["Package.swift", "Project.swift", "Workspace.swift", "Tuist.swift"].contains((path as NSString).lastPathComponent)
            && !path.hasPrefix("Tuist/") && !path.contains("/Tuist/")
    }

    /// Every regular file below `folder`, as relative path → bytes.
    package static func files(in folder: URL) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        let base = folder.resolvingSymlinksInPath().path
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.resolvingSymlinksInPath().path
            result[String(path.dropFirst(base.count + 1))] = [UInt8](FileManager.default.contents(atPath: url.path)!)
        }
        return result
    }

    /// Writes `files` (relative path → bytes) below `folder`.
    package static func write(_ files: [String: [UInt8]], to folder: URL) {
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: url.path, contents: Data(bytes))
        }
    }

    /// `--disable` of every rule but `rules` (and `statefix-config`): the arguments that pin a
    /// command-line test to the rules its samples are about.
    package static func only(_ rules: Set<String>) -> [String] {
        let others = RuleRegistry.catalog.descriptions.map(\.id).filter { !rules.contains($0) }
        return others.isEmpty ? [] : ["--disable", others.joined(separator: ",")]
    }

    /// Runs the command line in-process; returns (status, stdout, stderr).
    package static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) -> (status: Int32, stdout: String, stderr: String) {
        var out = "", err = ""
        let status = StatefixCommand.run(arguments: arguments, currentDirectory: folder.path, environment: environment,
                                         stdout: { out += $0 }, stderr: { err += $0 }, stderrIsTerminal: false)
        return (status, out, err)
    }

    /// Runs a program; returns (status, combined output).
    @discardableResult
    package static func shell(_ arguments: [String], in folder: URL, input: String? = nil) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        let data = try! process.runToExit {
            if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
            try? inputPipe.fileHandleForWriting.close()
            return pipe.fileHandleForReading.readDataToEndOfFile()
        }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// nil when the two file sets are byte-identical, else a readable account of the first difference.
    package static func difference(_ actual: [String: [UInt8]], _ expected: [String: [UInt8]]) -> String? {
        if actual == expected { return nil }
        if Set(actual.keys) != Set(expected.keys) { return "files \(actual.keys.sorted()) vs expected \(expected.keys.sorted())" }
        for path in actual.keys.sorted() where actual[path] != expected[path] {
            return "\(path):\n" + difference(actual[path]!, expected[path]!)
        }
        return nil
    }

    /// The first differing line of two byte sequences, with line endings made visible.
    package static func difference(_ actual: [UInt8], _ expected: [UInt8]) -> String {
        let a = UnifiedDiff.lines(actual), e = UnifiedDiff.lines(expected)
        let show = { (line: [UInt8]) in String(decoding: line, as: UTF8.self).replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n") }
        for index in 0..<max(a.count, e.count) where index >= a.count || index >= e.count || a[index] != e[index] {
            return "line \(index + 1)\n  actual:   \(index < a.count ? show(a[index]) : "<none>")\n  expected: \(index < e.count ? show(e[index]) : "<none>")"
        }
        return "BOM or encoding differs"
    }

    /// Parses `bytes` and returns its first syntax error, if any.
    package static func syntaxError(_ bytes: [UInt8], path: String = "output.swift") -> String? {
        SourceFile(path: path, bytes: bytes, index: 0).syntaxError?.formatted
    }

    /// The path of an executable product built with the tests (in the build folder that holds
    /// the test bundle, whatever the configuration or `--scratch-path`), or nil.
    package static func builtExecutable(_ name: String) -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Parses in-memory files (name, text) as the files of one run, in the given order.
    package static func sources(_ files: [(name: String, text: String)]) -> [SourceFile] {
        files.enumerated().map { SourceFile(path: $1.name, bytes: Array($1.text.utf8), index: $0) }
    }

    /// Runs the engine over `sources` with `rules` enabled in every file.
    package static func runEngine(_ sources: [SourceFile], rules: Set<String>, deploymentTarget: DeploymentTarget? = nil,
                                  options: [String: [String: RuleOptionValue]] = [:]) -> EngineResult {
        Engine(catalog: RuleRegistry.catalog).run(
            sources, selection: .uniform(sources, rules: rules, deploymentTarget: deploymentTarget, configuredOptions: options))
    }

    /// The rules that run by default, and `extra`.
    package static func defaultRules(plus extra: [String] = []) -> Set<String> {
        RuleRegistry.catalog.defaultRuleIDs.union(extra).union([RuleCatalog.configuration.id])
    }
}

/// SplitMix64: a small, fast, reproducible random source for property and fuzz tests.
package struct SplitMix64 {
    package var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is at most 1).
    package mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}
