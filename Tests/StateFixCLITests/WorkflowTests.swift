import Foundation
import Testing
import StateFixCLI
import StateFixCore
import StateFixRules
import StateFixTestSupport

/// Staged mode, hooks, reports, configuration, suppression, audit and stdin: statefix in the
/// workflows users run it in.
@Suite("Workflow")
struct WorkflowTests {
    static let fixable = CommandLineTests.fixable
    static let fixed = CommandLineTests.fixed
    static let manual = CommandLineTests.manual

    func folder(_ files: [String: String]) -> URL {
        let folder = Support.temporaryFolder()
        Support.write(files.mapValues { Array($0.utf8) }, to: folder)
        return folder
    }

    func git(_ arguments: [String], in folder: URL) -> String {
        let result = Support.shell(["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments, in: folder)
        #expect(result.status == 0, "git \(arguments.joined(separator: " ")) failed: \(result.output)")
        return result.output
    }

    func run(_ arguments: [String], in folder: URL, stdin: [UInt8] = []) -> (status: Int32, stdout: String, stderr: String, bytes: [UInt8]) {
        var out = "", err = "", bytes: [UInt8] = []
        let environment = StatefixCommand.Environment(currentDirectory: folder.path, variables: [:], stdin: { stdin },
                                                      stdout: { out += $0 }, stdoutBytes: { bytes += $0 }, stderr: { err += $0 },
                                                      stderrIsTerminal: false)
        let status = StatefixCommand.run(arguments: arguments, environment: environment)
        return (status, out, err, bytes)
    }

    // MARK: staged mode

    @Test func stagedFixKeepsUnstagedHunksOutOfTheCommit() throws {
        let repo = folder(["App/Tally.swift": Self.fixable])
        _ = git(["init", "-q"], in: repo)
        _ = git(["add", "."], in: repo)
        _ = git(["commit", "-qm", "base"], in: repo)
        // Stage a change near the top, then make an unstaged change at the bottom.
        let path = repo.appendingPathComponent("App/Tally.swift").path
        let staged = Self.fixable.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI // staged\n")
        try staged.write(toFile: path, atomically: true, encoding: .utf8)
        _ = git(["add", "App/Tally.swift"], in: repo)
        let working = staged + "// unstaged work in progress\n"
        try working.write(toFile: path, atomically: true, encoding: .utf8)

        let check = run(["--staged"], in: repo)
        #expect(check.status == 1, "a dry run of staged content blocks the commit when something is found")
        #expect(check.stdout.contains("+    @State private var tally: Int"))
        #expect(!check.stdout.contains("unstaged work"), "the diff shows the staged content only")

        let result = run(["--staged", "--in-place", "--no-color"], in: repo)
        #expect(result.status == 0, "\(result.stderr)")
        let index = git(["show", ":App/Tally.swift"], in: repo)
        #expect(index == staged.replacingOccurrences(of: "@State private var tally = 0", with: "@State private var tally: Int"))
        #expect(!index.contains("unstaged work"), "unstaged hunks must not enter the index")
        let tree = try String(contentsOfFile: path, encoding: .utf8)
        #expect(tree == working.replacingOccurrences(of: "@State private var tally = 0", with: "@State private var tally: Int"),
                "the working tree gets the same fix and keeps its unstaged change")
        _ = git(["commit", "-qm", "fixed"], in: repo)
        #expect(git(["show", "HEAD:App/Tally.swift"], in: repo) == index)
        #expect(git(["diff"], in: repo).contains("+// unstaged work in progress"), "the unstaged change is still unstaged")
    }

    @Test func stagedModelSeesTheWholeRepository() throws {
        // The extension in another (unstaged, committed) file makes the fix impossible: the
        // model must include it although only Gauge.swift is staged.
        let repo = folder([
            "Gauge.swift": "import SwiftUI\n\nstruct Gauge: View {\n    let reading: Double\n    @State var revision = 0\n\n    init(revision: Int) {\n        self.reading = 0\n        self.revision = revision\n    }\n\n    var body: some View { Text(\"\") }\n}\n",
            "Gauge+Init.swift": "extension Gauge {\n    init(reading: Double) {\n        self.reading = reading\n    }\n}\n",
        ])
        _ = git(["init", "-q"], in: repo)
        _ = git(["add", "."], in: repo)
        _ = git(["commit", "-qm", "base"], in: repo)
        try ("// touched\n" + String(contentsOf: repo.appendingPathComponent("Gauge.swift"), encoding: .utf8))
            .write(to: repo.appendingPathComponent("Gauge.swift"), atomically: true, encoding: .utf8)
        _ = git(["add", "Gauge.swift"], in: repo)
        let result = run(["--staged", "--no-color"], in: repo)
        #expect(result.stdout.isEmpty, "no fix: the other file's initializer needs the value")
        #expect(result.stderr.contains("Gauge.swift:6:16: warning:"))
        #expect(result.stderr.contains("an initializer in another file cannot set the @State storage"))
        #expect(result.stderr.contains("Gauge+Init.swift:2:5: note: initializer in another file: init(reading:)"), "a related location in another file")
        #expect(!result.stderr.contains("Gauge+Init.swift:2:5: error"), "findings only in the staged files")
        #expect(result.stderr.contains("statefix: 1 file scanned"))
    }

    @Test func stagedSkipsDeletionsAndUnmergedFiles() throws {
        let repo = folder(["A.swift": Self.clean, "B.swift": Self.clean])
        _ = git(["init", "-q"], in: repo)
        _ = git(["add", "."], in: repo)
        _ = git(["commit", "-qm", "base"], in: repo)
        _ = git(["rm", "-q", "B.swift"], in: repo)
        let result = run(["--staged", "--check"], in: repo)
        #expect(result.status == 0)
        #expect(result.stderr.contains("statefix: 0 files scanned"))
    }

    @Test func stagedContentOfManyFilesIsReadInOneGo() throws {
        // One `git cat-file --batch` answers for every staged file: an empty one, one whose
        // text looks like the batch's own header lines, one with CRLF and no final newline.
        let repo = folder(["Empty.swift": "struct Gone {}\n", "Header.swift": "", "Windows.swift": ""])
        _ = git(["init", "-q"], in: repo)
        _ = git(["add", "."], in: repo)
        _ = git(["commit", "-qm", "base"], in: repo)
        let header = Self.fixable + "// 0123456789abcdef0123456789abcdef01234567 blob 12\n// x missing\n"
        let windows = Self.fixable.replacingOccurrences(of: "Tally", with: "Gauge").replacingOccurrences(of: "\n", with: "\r\n") + "// end"
        try header.write(to: repo.appendingPathComponent("Header.swift"), atomically: true, encoding: .utf8)
        try windows.write(to: repo.appendingPathComponent("Windows.swift"), atomically: true, encoding: .utf8)
        try "".write(to: repo.appendingPathComponent("Empty.swift"), atomically: true, encoding: .utf8)
        try "struct Fresh {}\n".write(to: repo.appendingPathComponent("Fresh.swift"), atomically: true, encoding: .utf8)
        _ = git(["add", "."], in: repo)
        try "".write(to: repo.appendingPathComponent("Fresh.swift"), atomically: true, encoding: .utf8)
        // The working tree differs from the index: the run must read the index.
        for name in ["Header.swift", "Windows.swift"] {
            try Self.clean.write(to: repo.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = run(["--staged", "--no-color"], in: repo)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("statefix: 4 files scanned"), "\(result.stderr)")
        #expect(result.stdout.contains("+++ b/Header.swift") && result.stdout.contains("+++ b/Windows.swift"), "\(result.stdout)")
        #expect(result.stdout.contains("-    @State private var tally = 0\r"), "\(result.stdout)")
        // Fixing in place stages each file's own staged text, fixed, byte for byte.
        _ = run(["--staged", "--in-place", "--no-color"], in: repo)
        func fixed(_ text: String) -> String { text.replacingOccurrences(of: "@State private var tally = 0", with: "@State private var tally: Int") }
        #expect(git(["show", ":Header.swift"], in: repo) == fixed(header))
        #expect(git(["show", ":Windows.swift"], in: repo) == fixed(windows))
        #expect(git(["show", ":Empty.swift"], in: repo) == "")
        #expect(git(["show", ":Fresh.swift"], in: repo) == "struct Fresh {}\n")
    }

    static let clean = "struct Step {\n    let step: Int\n}\n"

    // MARK: hooks

    @Test func preCommitHooksManifest() throws {
        let manifest = try String(contentsOf: Support.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        for id in ["- id: statefix\n", "- id: statefix-check\n"] { #expect(manifest.contains(id)) }
        #expect(manifest.contains("language: swift"))
        #expect(manifest.contains("types: [swift]"))
        #expect(manifest.contains("entry: statefix --in-place\n"), "the fixing hook edits the files pre-commit passes")
        #expect(manifest.contains("entry: statefix --check\n"))
        #expect(!manifest.contains("pass_filenames: false"), "pre-commit's contract: hooks take the files being committed")
        #expect(!manifest.contains("--quiet"), "the hook says what it changed")
        // The real pre-commit run is scripts/test-pre-commit (in .ci/run).
    }

    // MARK: reports

    @Test func jsonReport() throws {
        let folder = folder(["A.swift": Self.fixable, "B.swift": Self.manual])
        let result = run(Support.only(CommandLineTests.sampleRules) + ["--format", "json", "--check", "."], in: folder)
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        #expect(json["tool"] as? String == "statefix")
        #expect(json["outcome"] as? String == "check")
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["filesScanned": 2, "findings": 2, "fixable": 1, "needsPerson": 1, "notes": 0, "failing": 2, "baselined": 0, "filesChanged": 0, "problems": 0])
        #expect(summary["fixable"]! + summary["needsPerson"]! + summary["notes"]! == summary["findings"]!, "the summary adds up")
        let findings = try #require(json["findings"] as? [[String: Any]])
        let first = findings[0]
        #expect(first["rule"] as? String == "state-default-and-init")
        #expect(first["severity"] as? String == "warning")
        #expect(first["file"] as? String == "A.swift")
        #expect(first["line"] as? Int == 5)
        #expect(first["column"] as? Int == 24)
        let fix = try #require(first["fix"] as? [String: Any])
        #expect(fix["available"] as? Bool == true)
        #expect(fix["applied"] as? Bool == false)
        let edit = try #require((fix["edits"] as? [[String: Any]])?.first)
        #expect(edit["replacement"] as? String == ": Int")
        #expect(edit["line"] as? Int == 5 && edit["column"] as? Int == 29)
        let second = findings[1]
        #expect(second["rule"] as? String == "state-composition")
        #expect((second["fix"] as? [String: Any])?["available"] as? Bool == false)
        #expect(((second["fix"] as? [String: Any])?["reasonNone"] as? String)?.isEmpty == false)
    }

    @Test func sarifReport() throws {
        let folder = folder(["Views/A.swift": Self.fixable, "Views/B.swift": Self.manual])
        let result = run(Support.only(CommandLineTests.sampleRules) + ["--format", "sarif", "."], in: folder)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        #expect((sarif["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run0 = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run0["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "statefix")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("state-default-and-init") && ids.contains("state-composition"))
        for rule in rules { #expect((rule["shortDescription"] as? [String: Any])?["text"] is String) }
        let results = try #require(run0["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            #expect(ids[try #require(result["ruleIndex"] as? Int)] == id)
            #expect(["error", "warning", "note"].contains(result["level"] as? String))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.hasPrefix("Views/"))
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
        let fixes = try #require(results[0]["fixes"] as? [[String: Any]])
        let change = try #require((fixes.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect((replacement["deletedRegion"] as? [String: Int])?["byteLength"] == 4)
        #expect(result.stderr.isEmpty, "a non-text report goes to stdout alone")
    }

    @Test func githubAndMarkdownReports() {
        let folder = folder(["A, B.swift": Self.fixable, "C.swift": Self.manual])
        let github = run(Support.only(CommandLineTests.sampleRules) + ["--format", "github", "--check", "."], in: folder)
        let lines = github.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::warning file=A%2C B.swift,line=5,col=24,title=state-default-and-init::@State 'tally'"))
        #expect(lines[1].hasPrefix("::error file=C.swift,line=4,col=33,title=state-composition::"))
        let markdown = run(Support.only(CommandLineTests.sampleRules) + ["--format", "markdown", "--check", "."], in: folder)
        #expect(markdown.stdout.contains("| Location | Severity | Rule | Finding | Fix |"))
        #expect(markdown.stdout.contains("| `C.swift:4:33` | error | `state-composition` |"))
    }

    @Test func outputFileKeepsTheDiffOnStdout() throws {
        let folder = folder(["A.swift": Self.fixable])
        let result = run(["--format", "json", "--output", "report.json", "."], in: folder)
        #expect(result.stdout.hasPrefix("diff --git a/A.swift b/A.swift"))
        let report = try String(contentsOf: folder.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(report.contains("\"outcome\" : \"dry-run\""))
    }

    // MARK: configuration and suppression

    @Test func configurationDisablesAndExcludes() throws {
        let folder = folder([
            "App/A.swift": Self.fixable,
            "App/B.swift": Self.manual,
            "App/Generated/G.swift": Self.manual,
            "App/.statefix.json": #"{"disabled_rules": ["state-composition"], "excluded": ["Generated/**"]}"#,
            "Other/C.swift": Self.manual,
        ])
        // The rules its samples and strict.json are about; no other rule's findings count.
        let pinned = Support.only(CommandLineTests.sampleRules.union(["state-type-annotation"]))
        let result = run(pinned + ["--check", "--no-color", "."], in: folder)
        #expect(result.stderr.contains("App/A.swift:5:24: warning:"))
        #expect(!result.stderr.contains("App/B.swift"), "disabled under App/")
        #expect(!result.stderr.contains("G.swift"), "excluded")
        #expect(result.stderr.contains("Other/C.swift:4:33: error:"), "the configuration covers its own folder only")
        #expect(result.stderr.contains("statefix: 3 files scanned"))

        // Command-line flags win over the file; --config replaces discovery.
        let enabled = run(pinned + ["--check", "--no-color", "--enable", "state-composition", "App"], in: folder)
        #expect(enabled.stderr.contains("App/B.swift:4:33: error:"))
        let disabled = run(pinned + ["--check", "--no-color", "--disable", "state-default-and-init", "--exclude", "Other/**", "."], in: folder)
        #expect(!disabled.stderr.contains("A.swift") && !disabled.stderr.contains("C.swift"))
        Support.write(["strict.json": Array(#"{"opt_in_rules": ["state-type-annotation"]}"#.utf8)], to: folder)
        let explicit = run(pinned + ["--check", "--no-color", "--config", "strict.json", "App/A.swift"], in: folder)
        #expect(explicit.stderr.contains("[state-default-and-init]"))
        #expect(explicit.stderr.contains("statefix: 1 file scanned"))
    }

    @Test func badConfigurationIsAUsageError() {
        let folder = folder(["A.swift": Self.fixable, ".statefix.json": #"{"disabled_rules": ["no-such-rule"]}"#])
        let result = run(["."], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".statefix.json: unknown rule id 'no-such-rule'"))
        let broken = self.folder(["A.swift": Self.fixable, ".statefix.json": "{ not json"])
        let second = run(["."], in: broken)
        #expect(second.status == 2 && second.stderr.contains("not a valid statefix configuration"))
        #expect(run(["--disable", "nope", "."], in: broken).stderr == "statefix: unknown rule id 'nope' (\(RuleRegistry.catalog.knownNamesText))\n")
        let typo = self.folder(["A.swift": Self.fixable, ".statefix.json": #"{"disabled_rule": ["state-composition"]}"#])
        #expect(run(["."], in: typo).stderr.contains(".statefix.json: unknown key 'disabled_rule'"))
        let version = self.folder(["A.swift": Self.fixable, ".statefix.json": #"{"min_ios": "sixteen"}"#])
        #expect(run(["."], in: version).stderr.contains("min_ios takes a version such as \"16.0\", not \"sixteen\""))
    }

    @Test func suppressionComments() {
        let source = """
        import SwiftUI

        struct Dials: View {
            // statefix:ignore-next-line state-composition
            @State @Clamped private var first = 5
            @State @Clamped private var second = 5 // statefix:ignore
            @State @Clamped private var third = 5 // statefix:ignore state-default-and-init
            // statefix:ignore-next-line no-such-rule
            @State @Clamped private var fourth = 5
            var body: some View { Text("") }
        }

        """
        let folder = folder(["A.swift": source, "B.swift": "// statefix:ignore-file\n" + Self.manual])
        let result = run(["--check", "--no-color", "."], in: folder)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("A.swift:5:") || $0.hasPrefix("A.swift:6:") })
        #expect(lines.contains { $0.hasPrefix("A.swift:7:33: error:") && $0.hasSuffix("[state-composition]") }, "only the named rule is suppressed")
        #expect(lines.contains { $0.hasPrefix("A.swift:8:") && $0.contains("unknown rule id 'no-such-rule'") && $0.hasSuffix("[statefix-config]") })
        #expect(lines.contains { $0.hasPrefix("A.swift:9:") })
        #expect(!lines.contains { $0.hasPrefix("B.swift") })
    }

    @Test func suppressedFindingsLoseTheirFixes() {
        let folder = folder(["A.swift": Self.fixable.replacingOccurrences(of: "    @State private var tally = 0", with: "    @State private var tally = 0 // statefix:ignore")])
        let result = run(["--in-place", "."], in: folder)
        #expect(result.status == 0)
        #expect(Support.files(in: folder)["A.swift"] == Array(Self.fixable.replacingOccurrences(of: "    @State private var tally = 0", with: "    @State private var tally = 0 // statefix:ignore").utf8))
    }

    // MARK: analysis scope

    @Test func filesInsideARepositoryUseTheRepositoryModel() {
        let repo = folder([
            "Gauge.swift": "import SwiftUI\n\nstruct Gauge: View {\n    let reading: Double\n    @State var revision = 0\n\n    init(revision: Int) {\n        self.reading = 0\n        self.revision = revision\n    }\n\n    var body: some View { Text(\"\") }\n}\n",
            "Gauge+Init.swift": "extension Gauge {\n    init(reading: Double) {\n        self.reading = reading\n    }\n}\n",
        ])
        _ = git(["init", "-q"], in: repo)
        let result = run(["--no-color", "Gauge.swift"], in: repo)
        #expect(result.stdout.isEmpty, "the extension in the other file is seen, so no unsafe fix")
        #expect(!result.stderr.contains("note: only the files given"))
        let outside = folder(["Gauge.swift": String(decoding: Support.files(in: repo)["Gauge.swift"]!, as: UTF8.self)])
        #expect(run(["--no-color", "Gauge.swift"], in: outside).stderr.contains("note: only the files given are analysed"))
        let rooted = run(["--no-color", "--project-root", repo.path, "Gauge.swift"], in: repo)
        #expect(rooted.stdout.isEmpty)
    }

    // MARK: stdin

    @Test func stdinToStdout() {
        let folder = folder([:])
        let result = run(["--stdin-path", "Views/Tally.swift", "--no-color", "-"], in: folder, stdin: Array(Self.fixable.utf8))
        #expect(result.status == 0)
        #expect(result.bytes == Array(Self.fixed.utf8))
        #expect(result.stderr.contains("Views/Tally.swift:5:24: warning:"))
        let untouched = run(["--stdin-path", "B.swift", "-"], in: folder, stdin: Array(Self.manual.utf8))
        #expect(untouched.bytes == Array(Self.manual.utf8), "unfixable input comes back unchanged")
        #expect(run(["-"], in: folder).status == 2)
        // An editor asking for JSON gets the report on stdout, the fixes as its edits.
        let json = run(["--stdin-path", "Views/Tally.swift", "--format", "json", "-"], in: folder, stdin: Array(Self.fixable.utf8))
        let object = try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["findings"] as? [[String: Any]])?.first?["file"] as? String == "Views/Tally.swift", "\(json.stdout)")
    }

    @Test func stdinUsesTheRepositoryModel() {
        let repo = folder([
            "Gauge.swift": "import SwiftUI\n\nstruct Gauge: View {\n    let reading: Double\n    @State var revision = 0\n\n    init(revision: Int) {\n        self.reading = 0\n        self.revision = revision\n    }\n\n    var body: some View { Text(\"\") }\n}\n",
            "Gauge+Init.swift": "extension Gauge {\n    init(reading: Double) {\n        self.reading = reading\n    }\n}\n",
        ])
        _ = git(["init", "-q"], in: repo)
        let source = Array(String(decoding: Support.files(in: repo)["Gauge.swift"]!, as: UTF8.self).utf8)
        let result = run(["--stdin-path", "Gauge.swift", "--no-color", "-"], in: repo, stdin: source)
        #expect(result.bytes == source, "the initializer in the other file needs the value: no fix")
        #expect(result.stderr.contains("Gauge+Init.swift:2:5: note: initializer in another file: init(reading:)"))
    }

    @Test func ciReportsNameFilesFromTheRepositoryRoot() {
        let repo = folder(["App/Views/A.swift": Self.manual])
        _ = git(["init", "-q"], in: repo)
        let views = repo.appendingPathComponent("App/Views")
        let github = run(["--format", "github", "--check", "."], in: views)
        #expect(github.stdout.hasPrefix("::error file=App/Views/A.swift,line=4,col=33,"))
        let sarif = run(["--format", "sarif", "."], in: views)
        #expect(sarif.stdout.contains("\"uri\" : \"App/Views/A.swift\""))
        let text = run(["--no-color", "--check", "."], in: views)
        #expect(text.stderr.hasPrefix("A.swift:4:33: error:"), "text stays relative to the current folder")
    }

    // MARK: audit and deployment target

    @Test func auditCountsAFixtureApp() throws {
        let folder = folder([
            "App/Tally.swift": Self.fixable,
            "App/Dial.swift": Self.manual,
            "App/Editor.swift": "import SwiftUI\n\nstruct Editor: View {\n    @State private var draft: String\n    @State var name = \"\"\n    let id: Int\n\n    init(id: Int) {\n        self.id = id\n        _draft = State(initialValue: \"x\")\n    }\n\n    var body: some View { Text(draft) }\n}\n",
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16), .macOS(\"13.0\")], targets: [])\n",
        ])
        let result = run(["audit"] + Support.only(CommandLineTests.sampleRules) + ["App"], in: folder)
        #expect(result.status == 0)
        let text = result.stdout
        #expect(text.hasPrefix("""
            statefix audit: Xcode 27 SwiftUI migration survey

            Break the Xcode 27 build: 1 (statefix fixes 0; 1 needs a person)
            Build, but behave differently (a value discarded, work repeated): 1 (statefix fixes 1; 0 need a person)
            Notes (builds and behaves the same; advice, and what a migration converts or leaves): 0 (statefix fixes 0; 0 without a fix)

            """), "the audit leads with what breaks the build:\n\(text)")
        #expect(text.contains("  all rules                              1               1      0      2"))
        #expect(text.contains("Swift files scanned                                       3"))
        #expect(text.contains("@State declarations                                       4"))
        #expect(text.contains("  with an initial value                                   3"))
        #expect(text.contains("  without a type annotation                               3"))
        #expect(text.contains("Files with an initialized @State and a hand-written init  2"))
        #expect(text.contains("`_x = State(initialValue:)`-style storage assignments     1"))
        #expect(text.contains("Minimum deployment target                                 iOS 16, macOS 13.0 (from the targets of Package.swift)"), "files no target claims take the package's targets'")
        #expect(text.contains("  state-default-and-init                 1               0"))
        #expect(text.contains("  state-composition                      0               1"))
        #expect(text.contains("  1  App/Dial.swift"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run(["audit"] + Support.only(CommandLineTests.sampleRules) + ["--format", "json", "App"], in: folder).stdout.utf8)) as? [String: Any])
        let audit = try #require(json["audit"] as? [String: Any])
        #expect(audit["stateDeclarations"] as? Int == 4)
        #expect(run(["audit"] + Support.only(CommandLineTests.sampleRules) + ["--format", "markdown", "App"], in: folder).stdout.contains("| @State declarations | 4 |"))
    }

    @Test func auditShowsTheObservationPlan() throws {
        let folder = folder([
            "App/Models.swift": "import Combine\n\nfinal class Library: ObservableObject {\n    @Published var books: [String] = []\n}\n\nfinal class Search: ObservableObject {\n    @Published var query = \"\"\n    func watch() { _ = $query }\n}\n",
            "App/Views.swift": "import SwiftUI\n\nstruct Shelf: View {\n    @StateObject private var library = Library()\n    @ObservedObject var search: Search\n    var body: some View { Text(\"\").environmentObject(library) }\n}\n",
        ])
        let result = run(["audit", "--enable", "observation", "--min-ios", "17", "App"], in: folder)
        #expect(result.status == 0)
        for line in ["Observation migration (observation-model)", "  ObservableObject classes                   2",
                     "    can convert with all their use sites     1", "    stay (a class may have several reasons)  1",
                     "      a $x Combine publisher is used         1", "  Use sites they change                      2",
                     "    .environmentObject → .environment        1", "    @StateObject → @State                    1"] {
            #expect(result.stdout.contains(line + "\n"), "audit lacks '\(line)':\n\(result.stdout)")
        }
        #expect(!run(["audit", "App"], in: folder).stdout.contains("Observation migration"), "only with the migration enabled")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run(["audit", "--format", "json", "--enable", "observation", "--min-ios", "17", "App"], in: folder).stdout.utf8)) as? [String: Any])
        let survey = try #require((json["audit"] as? [String: Any])?["observation"] as? [String: Any])
        #expect(survey["convertible"] as? Int == 1 && survey["staying"] as? Int == 1)
    }

    /// `--min-ios` raises iOS and keeps every other platform the project builds for (a
    /// conversion must build there too), over `.statefix.json`, over the project.
    @Test func deploymentFlagsOverridePerPlatform() {
        let folder = folder([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v15), .macOS(.v13), .tvOS(.v15)], targets: [.target(name: \"App\")])\n",
            "Sources/App/Models.swift": "import SwiftUI\n\nfinal class Library: ObservableObject {\n    @Published var books: [String] = []\n}\n",
        ])
        let audit = run(["audit", "--min-ios", "17", "--min-macos", "14"], in: folder).stdout
        #expect(audit.contains("iOS 17, macOS 14, tvOS 15 (from command line and target App in Package.swift)"), "\(audit)")
        let plan = run(["--check", "--enable", "observation", "--min-ios", "17", "--min-macos", "14"], in: folder).stderr
        #expect(plan.contains("tvOS 15") && plan.contains("tvOS 17"), "tvOS 15 still blocks the fix:\n\(plan)")
        let raised = run(["--check", "--enable", "observation", "--min-ios", "17", "--min-macos", "14", "--min-tvos", "17"], in: folder).stderr
        #expect(raised.contains("Fix: adds @Observable"), "\(raised)")
    }

    /// The audit's "what is left": the classes that stay, the lines that keep each, the use
    /// sites that would convert; one line for the classes the same lines keep; the fewest
    /// changes first, then the most use sites; and the classes nothing uses.
    @Test func auditSaysWhatIsLeftInTheOrderThatUnblocksTheMost() throws {
        let model = { (name: String) in "import SwiftUI\n\nfinal class \(name): ObservableObject {\n    @Published var count = 0\n}\n" }
        let view = { (name: String, type: String, extra: String) in
            "import SwiftUI\n\nstruct \(name): View {\n    @StateObject private var model = \(type)()\n    var body: some View {\n        Text(\"\\(model.count)\")\(extra)\n    }\n}\n"
        }
        let folder = folder([
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: \"App\")])\n",
            "Sources/App/Feed.swift": model("Feed"), "Sources/App/FeedView.swift": view("FeedView", "Feed", "\n            .onReceive(model.$count) { print($0) }"),
            "Sources/App/FeedRow.swift": view("FeedRow", "Feed", ""), "Sources/App/FeedCell.swift": view("FeedCell", "Feed", ""),
            "Sources/App/Inbox.swift": model("Inbox"), "Sources/App/InboxView.swift": view("InboxView", "Inbox", "\n            .onReceive(model.$count) { print($0) }"),
            "Sources/App/Outbox.swift": model("Outbox"),
            "Sources/App/OutboxView.swift": view("OutboxView", "Outbox", "\n            .onReceive(model.$count) { print($0) }\n            .onReceive(model.$count.dropFirst()) { print($0) }"),
            "Sources/App/Archive.swift": model("Archive"),
        ])
        let text = run(["audit", "--enable", "observation"], in: folder).stdout
        let left = text.components(separatedBy: "What is left, the change that unblocks the most first\n").last ?? ""
        let lines = left.split(separator: "\n").prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.count == 3, "\(text)")
        #expect(lines.first == "change 1 line (Sources/App/FeedView.swift:7, a $x Combine publisher is used) → Feed converts with 3 use sites", "\(lines)")
        #expect(lines.dropFirst().first == "change 1 line (Sources/App/InboxView.swift:7, a $x Combine publisher is used) → Inbox converts with 1 use site", "\(lines)")
        #expect(lines.last?.hasPrefix("change 2 lines (Sources/App/OutboxView.swift:7, a $x Combine publisher is used, and 1 more) → Outbox converts") == true, "\(lines)")
        #expect(text.contains("Never used in the files (remove it, or keep it): Archive (Sources/App/Archive.swift:3)\n"), "\(text)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run(["audit", "--format", "json", "--enable", "observation"], in: folder).stdout.utf8)) as? [String: Any])
        let survey = try #require((json["audit"] as? [String: Any])?["observation"] as? [String: Any])
        let entries = try #require(survey["left"] as? [[String: Any]])
        #expect(entries.map { ($0["classes"] as? [String])?.first } == ["Feed", "Inbox", "Outbox"])
        #expect((survey["neverUsed"] as? [[String: Any]])?.first?["name"] as? String == "Archive")
        #expect(run(["audit", "--format", "markdown", "--enable", "observation"], in: folder).stdout.contains("1. change 1 line (Sources/App/FeedView.swift:7"))
    }

    @Test func globs() {
        #expect(Glob.matches("Generated/**", "Generated/A.swift"))
        #expect(Glob.matches("Generated/**", "Generated/x/y/A.swift"))
        #expect(!Glob.matches("Generated/**", "Sources/Generated.swift"))
        #expect(Glob.matches("*.generated.swift", "Deep/Path/A.generated.swift"))
        #expect(Glob.matches("Sources/*/Views", "Sources/App/Views/A.swift"))
        #expect(!Glob.matches("Sources/*.swift", "Sources/A/B.swift"))
    }
}
