import Foundation
import SwiftSyntax
import Testing
@testable import StateFixCLI
import StateFixCore
import StateFixTestSupport

/// The cache of file summaries and results (`ResultCache`): it never changes what a run
/// reports or writes, it is used, and whatever is wrong with it is ignored and rebuilt.
@Suite("Cache")
struct CacheTests {
    static let view = """
    import SwiftUI

    struct Tally: View {
        @State private var count = 0
        init(start: Int) {
            _count = State(initialValue: start)
        }
        var body: some View { Text("\\(count)") }
    }

    """
    static let other = """
    import SwiftUI

    struct Plain: View {
        @State private var on = false
        var body: some View { Text("x") }
    }

    """

    func folder(_ files: [String: String] = ["App/Tally.swift": view, "App/Plain.swift": other]) -> URL {
        let folder = Support.temporaryFolder()
        Support.write(files.mapValues { Array($0.utf8) }, to: folder)
        return folder
    }

    /// A run with `STATEFIX_STATS`: status, stdout, stderr without the stats line, and how many
    /// files the prefilter parsed.
    func run(_ arguments: [String], in folder: URL, cache: URL?, variables: [String: String] = [:])
        -> (status: Int32, stdout: String, stderr: String, parsed: Int) {
        // A subcommand (`audit`) must stay the first word.
        let (command, rest) = arguments.first == "audit" ? (["audit"], Array(arguments.dropFirst())) : ([], arguments)
        let result = Support.run(command + (cache.map { ["--cache-path", $0.path] } ?? []) + ["--no-color"] + rest, in: folder,
                                 environment: variables.merging(["STATEFIX_STATS": "1"]) { a, _ in a })
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        let stats = lines.first { $0.hasPrefix("statefix: stats:") } ?? ""
        let parsed = Int(stats.split(separator: " ").dropLast().last ?? "") ?? -1
        return (result.status, result.stdout, lines.filter { !$0.hasPrefix("statefix: stats:") }.joined(separator: "\n"), parsed)
    }

    func entries(_ cache: URL, _ folder: String) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(folder).path)) ?? [])
            .map { cache.appendingPathComponent(folder).appendingPathComponent($0) }
    }

    @Test("SHA-256 gives the FIPS 180-4 test vectors")
    func sha256() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("a location computed from the bytes is SourceLocationConverter's, at every offset")
    func locationsFromBytes() throws {
        var texts = ["a\r\nb\rc\n\nd", "\u{FEFF}import SwiftUI\r\n\r\nlet x = \"é\"\n", "", "\n", "let s = \"\"\"\nx\n\"\"\"\n"]
        let fixtures = Support.root.appendingPathComponent("Fixtures")
        let enumerator = FileManager.default.enumerator(atPath: fixtures.path)!
        for case let path as String in enumerator where path.hasSuffix(".swift") && texts.count < 80 {
            texts.append(try String(contentsOfFile: fixtures.appendingPathComponent(path).path, encoding: .utf8))
        }
        for text in texts {
            let file = SourceFile(path: "x.swift", bytes: Array(text.utf8), index: 0)
            let converter = SourceLocationConverter(fileName: "x.swift", tree: file.tree)
            for offset in 0...file.bytes.count {
                let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
                let actual = file.location(of: offset)
                if actual.line != expected.line || actual.column != expected.column {
                    Issue.record("offset \(offset) of \(text.debugDescription.prefix(40)): \(actual) vs \(expected.line):\(expected.column)")
                    break
                }
            }
        }
    }

    @Test("a warm run parses nothing and reports, diffs and writes what a cold run does")
    func warmEqualsCold() throws {
        let project = folder()
        let cache = Support.temporaryFolder("statefix-cache")
        let uncached = run(["."], in: project, cache: nil)
        let cold = run(["."], in: project, cache: cache)
        let warm = run(["."], in: project, cache: cache)
        #expect(uncached.status == 0 && !uncached.stdout.isEmpty)
        #expect(cold.parsed == 2 && warm.parsed == 0)
        #expect(cold.stdout == uncached.stdout && warm.stdout == uncached.stdout)
        #expect(cold.stderr == uncached.stderr && warm.stderr == uncached.stderr)
        #expect(entries(cache, "results").count == 1 && entries(cache, "summaries").count == 1 && entries(cache, "facts").count == 1)
        for format in ["json", "sarif", "markdown"] {
            #expect(run(["--format", format, "."], in: project, cache: cache).stdout == run(["--format", format, "."], in: project, cache: nil).stdout)
        }
        // One file changes: only it is parsed for the prefilter, and the result is the new one.
        let path = project.appendingPathComponent("App/Plain.swift").path
        try (Self.other + "// edited\n").write(toFile: path, atomically: true, encoding: .utf8)
        let edited = run(["."], in: project, cache: cache)
        // Both are parsed for the engine (every file of the edit scope is looked into).
        #expect(edited.parsed == 2)
        #expect(edited.stdout == run(["."], in: project, cache: nil).stdout)
        let written = run(["--in-place", "."], in: project, cache: cache)
        #expect(written.status == 0)
        #expect(try String(contentsOfFile: project.appendingPathComponent("App/Tally.swift").path, encoding: .utf8).contains("@State private var count: Int"))
        #expect(run(["."], in: project, cache: cache).stdout.isEmpty, "after --in-place nothing is left to fix")
    }

    @Test("a truncated, corrupt, foreign or misplaced entry is ignored and rebuilt")
    func badEntriesAreIgnored() throws {
        let project = folder()
        let expected = run(["."], in: project, cache: nil)
        typealias Damage = (String, (URL) throws -> Void)
        let damages: [Damage] = [
            ("truncated", { url in
                let data = try Data(contentsOf: url)
                try data.prefix(data.count / 2).write(to: url)
            }),
            ("not JSON", { url in try Data("\u{0}garbage".utf8).write(to: url) }),
            ("another build", { url in
                let text = try String(contentsOf: url, encoding: .utf8)
                try text.replacingOccurrences(of: "\"build\":\"statefix ", with: "\"build\":\"statefix 0.0.1 ").write(to: url, atomically: true, encoding: .utf8)
            }),
            ("empty", { url in try Data().write(to: url) }),
        ]
        for (name, damage) in damages {
            let cache = Support.temporaryFolder("statefix-cache")
            _ = run(["."], in: project, cache: cache)
            #expect(entries(cache, "facts").count == 1)
            for url in entries(cache, "results") + entries(cache, "summaries") + entries(cache, "facts") { try damage(url) }
            let again = run(["."], in: project, cache: cache)
            #expect(again.stdout == expected.stdout && again.stderr == expected.stderr, "\(name): the run differs")
            #expect(again.parsed == 2, "\(name): a damaged summary was trusted")
            #expect(run(["."], in: project, cache: cache).parsed == 0, "\(name): the entries were not rebuilt")
        }
        // A result copied under another run's name is not that run's result.
        let cache = Support.temporaryFolder("statefix-cache")
        let second = folder(["App/Plain.swift": Self.other])
        _ = run(["."], in: second, cache: cache)
        let plainResult = try #require(entries(cache, "results").first)
        _ = run(["."], in: project, cache: cache)
        for url in entries(cache, "results") where url != plainResult {
            try FileManager.default.removeItem(at: url)
            try FileManager.default.copyItem(at: plainResult, to: url)
        }
        let misplaced = run(["."], in: project, cache: cache)
        #expect(misplaced.stdout == expected.stdout && misplaced.stderr == expected.stderr)
    }

    @Test("--no-cache reads and writes nothing; the default folder is $XDG_CACHE_HOME/statefix, else ~/.cache/statefix")
    func whereTheCacheLives() throws {
        let project = folder()
        let home = Support.temporaryFolder("statefix-home")
        let xdg = home.appendingPathComponent("xdg")
        _ = run(["--no-cache", "."], in: project, cache: nil, variables: ["HOME": home.path, "XDG_CACHE_HOME": xdg.path])
        #expect(Support.files(in: home).isEmpty, "--no-cache wrote \(Support.files(in: home).keys.sorted())")
        _ = run(["."], in: project, cache: nil, variables: ["HOME": home.path, "XDG_CACHE_HOME": xdg.path])
        #expect(!entries(xdg.appendingPathComponent("statefix"), "results").isEmpty)
        _ = run(["."], in: project, cache: nil, variables: ["HOME": home.path])
        #expect(!entries(home.appendingPathComponent(".cache/statefix"), "results").isEmpty)
        #expect(ResultCache.defaultDirectory([:]) == nil, "no HOME: no cache")
        #expect(run(["--cache-path", "", "."], in: project, cache: nil).status == 2, "an empty --cache-path is a mistake")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("results").path))
        // Entries hold source code: the owner's only.
        let results = xdg.appendingPathComponent("statefix/results")
        #expect((try FileManager.default.attributesOfItem(atPath: results.path)[.posixPermissions] as? Int) == 0o700)
        for url in entries(xdg.appendingPathComponent("statefix"), "results") {
            #expect((try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) == 0o600)
        }
        // Where SwiftSyntax is the toolchain's shared library, a toolchain update is another build.
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8), maps.contains("/libSwiftParser") {
            #expect(ResultCache.currentBuild().split(separator: " ").count >= 2 + 2 + 2 * 2, "\(ResultCache.currentBuild())")
        }
        // A cache folder that cannot be written costs the speed-up, never the run.
        let blocked = home.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocked)
        let expected = run(["."], in: project, cache: nil)
        let result = run(["."], in: project, cache: blocked)
        #expect(result.status == expected.status && result.stdout == expected.stdout && result.stderr == expected.stderr)
        // audit always analyses afresh (it reads the model), and leaves the cache alone.
        let auditCache = Support.temporaryFolder("statefix-cache")
        let audit = run(["audit", "."], in: project, cache: auditCache)
        #expect(audit.status == 0 && audit.parsed == 2)
        #expect(Support.files(in: auditCache).isEmpty)
    }

    @Test("the cache keeps at most 64 results, newest first")
    func resultsAreBounded() throws {
        let project = folder(["App/Plain.swift": Self.other])
        let cache = Support.temporaryFolder("statefix-cache")
        let path = project.appendingPathComponent("App/Plain.swift").path
        for round in 0..<(ResultCache.maximumResults + 6) {
            try (Self.other + "// \(round)\n").write(toFile: path, atomically: true, encoding: .utf8)
            _ = run(["."], in: project, cache: cache)
        }
        #expect(entries(cache, "results").count == ResultCache.maximumResults)
        // The newest stayed: the last content is warm.
        #expect(run(["."], in: project, cache: cache).parsed == 0)
    }

    @Test("runs at once never corrupt the cache")
    func concurrentRuns() throws {
        let binary = try #require(Support.builtExecutable("statefix"), "the statefix binary is built with the tests")
        let cache = Support.temporaryFolder("statefix-cache")
        let projects = (0..<6).map { index in folder(["App/Tally.swift": Self.view, "App/Plain\(index % 2).swift": Self.other]) }
        let processes = projects.map { project -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["--check", "--quiet", "--cache-path", cache.path, "."]
            process.currentDirectoryURL = project
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        for url in entries(cache, "results") + entries(cache, "summaries") + entries(cache, "facts") {
            #expect(!url.lastPathComponent.hasPrefix(".tmp-"), "a temporary file was left: \(url.lastPathComponent)")
            #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) != nil, "\(url.lastPathComponent) is not whole")
        }
    }

    @Test("a warm staged run reads the cache and reports what a cold one does")
    func stagedRunsUseTheCache() throws {
        let repo = folder()
        for arguments in [["init", "-q"], ["add", "."]] {
            _ = Support.shell(["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments, in: repo)
        }
        let cache = Support.temporaryFolder("statefix-cache")
        let expected = run(["--staged", "--check"], in: repo, cache: nil)
        let cold = run(["--staged", "--check"], in: repo, cache: cache)
        let warm = run(["--staged", "--check"], in: repo, cache: cache)
        #expect(expected.stderr.contains("[state-default-and-init]"))
        #expect(cold.stderr == expected.stderr && warm.stderr == expected.stderr && warm.status == expected.status)
        #expect(warm.parsed == 0)
    }

    @Test("a staged run with a warm cache parses the staged files and the files a rule looks into, and reports what an uncached one does")
    func stagedRunsParseWhatTheyLookInto() throws {
        // Tally's initializer lives in another file (Tally+Init.swift): the finding there needs
        // the declaration's syntax, so Tally.swift is parsed; Plain.swift is context no rule
        // looks into, its facts come from the cache.
        let declaration = """
        import SwiftUI

        struct Tally: View {
            @State private var count: Int
            var body: some View { Text("\\(count)") }
        }

        """
        // A call of the memberwise initializer (`self.init()` would be the init() Swift
        // synthesizes while every stored property has a value, which the macro keeps).
        let initializer = """
        extension Tally {
            init(start: Int) {
                self.init(count: start)
                print(start)
            }
        }

        """
        let repo = folder(["App/Tally.swift": declaration, "App/Tally+Init.swift": initializer, "App/Plain.swift": Self.other,
                           "App/Other.swift": Self.view.replacingOccurrences(of: "Tally", with: "Other")])
        let git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"]
        for arguments in [["init", "-q"], ["add", "."], ["commit", "-qm", "base"]] { _ = Support.shell(git + arguments, in: repo) }
        let cache = Support.temporaryFolder("statefix-cache")
        _ = run(["--check", "."], in: repo, cache: cache)
        for (path, text) in [("App/Other.swift", Self.view.replacingOccurrences(of: "Tally", with: "Other") + "// edited\n"),
                             ("App/Tally+Init.swift", initializer + "// edited\n")] {
            try text.write(toFile: repo.appendingPathComponent(path).path, atomically: true, encoding: .utf8)
        }
        _ = Support.shell(git + ["add", "."], in: repo)
        let expected = run(["--staged", "--check"], in: repo, cache: nil)
        let warm = run(["--staged", "--check"], in: repo, cache: cache)
        #expect(expected.stderr.contains("Tally+Init.swift") && expected.stderr.contains("Other.swift"))
        #expect(warm.stderr == expected.stderr && warm.status == expected.status)
        #expect(expected.parsed == 4 && warm.parsed == 3, "uncached \(expected.parsed), warm \(warm.parsed)")
    }

    @Test("on a terminal a long parse shows a progress line on stderr and erases it; never with --quiet, JSON or a pipe")
    func progressLine() {
        let project = folder()
        func stderr(_ arguments: [String], terminal: Bool) -> String {
            var err = ""
            var environment = StatefixCommand.Environment(currentDirectory: project.path, variables: [:], stdout: { _ in },
                                                          stderr: { err += $0 }, stderrIsTerminal: terminal)
            environment.progressDelay = 0
            _ = StatefixCommand.run(arguments: ["--no-color"] + arguments + ["."], environment: environment)
            return err
        }
        let shown = stderr([], terminal: true)
        #expect(shown.contains("\rstatefix: parsing 2/2 files\u{1B}[K"))
        #expect(shown.contains("\r\u{1B}[K"), "the line is erased")
        let report = shown.components(separatedBy: "\r\u{1B}[K").last ?? ""
        #expect(!report.contains("parsing"), "the report starts after the erased line")
        for arguments in [["--quiet"], ["--format", "json"]] { #expect(!stderr(arguments, terminal: true).contains("parsing")) }
        var dumb = ""
        var environment = StatefixCommand.Environment(currentDirectory: project.path, variables: ["TERM": "dumb"], stdout: { _ in },
                                                      stderr: { dumb += $0 }, stderrIsTerminal: true)
        environment.progressDelay = 0
        _ = StatefixCommand.run(arguments: ["--no-color", "."], environment: environment)
        #expect(!dumb.contains("parsing"), "a dumb terminal cannot erase a line")
        #expect(!stderr([], terminal: false).contains("parsing"))
    }
}
