import Foundation
import Testing
import StateFixCLI
import StateFixCore
import StateFixRules
import StateFixTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The command line as users run it: exit status, bad input, and byte-exact writes.
@Suite("Command line")
struct CommandLineTests {
    static let fixable = """
    import SwiftUI

    struct Tally: View {
        let caption: String
        @State private var tally = 0

        init(caption: String, start: Int) {
            self.caption = caption
            self.tally = start
        }

        var body: some View { Text(caption) }
    }

    """
    /// The rules `fixable` and `manual` are written for. A test of a workflow (reports, counts,
    /// baselines, discovery) runs with these only (`Support.only`), so a new rule changes none
    /// of its numbers; the run of every default rule together is the demo app's.
    static let sampleRules: Set<String> = ["state-default-and-init", "state-composition"]
    static let fixed = fixable.replacingOccurrences(of: "@State private var tally = 0", with: "@State private var tally: Int")
    static let manual = """
    import SwiftUI

    struct Dial: View {
        @State @Clamped private var level = 5
        var body: some View { Text("") }
    }

    """
    static let clean = """
    struct Step {
        let step: Int
    }

    """

    func folder(_ files: [String: String]) -> URL {
        let folder = Support.temporaryFolder()
        Support.write(files.mapValues { Array($0.utf8) }, to: folder)
        return folder
    }

    /// A run with the sample rules only (`sampleRules`): for the tests of what a run reads,
    /// writes and exits with, whose findings a new rule must not change.
    func run(_ arguments: [String], in folder: URL) -> (status: Int32, stdout: String, stderr: String) {
        Support.run(Support.only(Self.sampleRules) + arguments, in: folder)
    }

    @Test func usageErrors() {
        let here = Support.temporaryFolder()
        #expect(Support.run([], in: here).stderr == "statefix: no Swift files found in .\n", "no path: the current folder, here empty")
        let unknown = Support.run(["--frobnicate", "."], in: here)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "statefix: unknown option '--frobnicate' (see statefix --help)\n")
        #expect(Support.run(["--in-place", "--check", "."], in: here).status == 2)
        // The survey changes nothing: a mode is not silently ignored (new-user trial).
        let audit = Support.run(["audit", "--in-place", "."], in: here)
        #expect(audit.status == 2 && audit.stderr == "statefix: audit surveys and changes nothing: it takes no --in-place (run statefix --in-place for that)\n")
        let missing = Support.run(["NoSuchFolder"], in: here)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("NoSuchFolder: error: no such file or folder\n"))
        let help = Support.run(["--help"], in: here)
        #expect(help.status == 0 && help.stdout.contains("state-init-order"))
    }

    @Test func typosGetASuggestion() {
        let here = folder(["A.swift": Self.clean])
        let option = Support.run(["--fail-one", "error", "."], in: here)
        #expect(option.status == 2)
        #expect(option.stderr == "statefix: unknown option '--fail-one'; did you mean '--fail-on'? (see statefix --help)\n")
        let rule = Support.run(["--disable", "state-init-ordr", "."], in: here)
        #expect(rule.stderr == "statefix: unknown rule id 'state-init-ordr' (did you mean 'state-init-order'?)\n")
        let far = Support.run(["--disable", "frobnicate", "."], in: here)
        #expect(far.stderr.contains("(rules: content-builder-chart-branches,") && far.stderr.contains(" state-class-init-not-private,"),
                "nothing close: every known name")
    }

    @Test func explainPrintsARulesDocumentation() {
        let here = Support.temporaryFolder()
        let rule = Support.run(["explain", "state-init-order"], in: here)
        #expect(rule.status == 0)
        #expect(rule.stdout.hasPrefix("state-init-order (family state): A @State property is assigned before another stored property is initialized.\n"))
        for part in ["  severity    error", "  source      Apple TN3211", "Found:\n\n    struct Row: View {", "becomes\n", "Left alone:\n",
                     "// statefix:ignore-next-line state-init-order"] {
            #expect(rule.stdout.contains(part), "explain lacks \(part)")
        }
        let family = Support.run(["explain", "state"], in: here)
        #expect(family.stdout.components(separatedBy: " (family state): ").count - 1 == RuleRegistry.all.filter { $0.description.family == .state }.count)
        #expect(Support.run(["explain", "observation"], in: here).stdout.components(separatedBy: " (family observation): ").count - 1
            == RuleRegistry.all.filter { $0.description.family == .observation }.count)
        let typo = Support.run(["explain", "state-compostion"], in: here)
        #expect(typo.status == 2 && typo.stderr == "statefix: unknown rule id 'state-compostion' (did you mean 'state-composition'?)\n")
        #expect(Support.run(["explain"], in: here).status == 2)
        #expect(Support.run(["help"], in: here).stdout == Support.run(["--help"], in: here).stdout)
    }

    /// No path means the current folder; a path without Swift files, or a file that is not
    /// Swift, is an error that says so.
    @Test func whatToReadWhenPathsSayLittle() {
        let app = folder(["Views/A.swift": Self.manual])
        let noPath = run(["--no-color"], in: app)
        #expect(noPath.status == 1 && noPath.stderr.contains("Views/A.swift:4:33: error:"), "\(noPath.stderr)")
        let empty = folder(["README.md": "# App\n"])
        let none = run([], in: empty)
        #expect(none.status == 2)
        #expect(none.stderr == "statefix: no Swift files found in .\n")
        let notSwift = run(["README.md"], in: empty)
        #expect(notSwift.status == 2)
        #expect(notSwift.stderr.hasPrefix("README.md: error: not a Swift file (statefix reads .swift files); skipped\n"))
    }

    /// Inside a git work tree, files git ignores are skipped when a folder is walked (generated
    /// or vendored code), kept when named, and read with --no-ignore.
    @Test func gitIgnoredFilesAreSkippedInFolders() {
        let app = folder(["App/A.swift": Self.clean, "Generated/Dial.swift": Self.manual, ".gitignore": "Generated/\n"])
        #expect(Support.shell(["git", "init", "-q"], in: app).status == 0)
        let walked = run(["--no-color", "."], in: app)
        #expect(walked.status == 0 && walked.stderr.contains("1 file scanned"), "\(walked.stderr)")
        let named = run(["--no-color", "Generated/Dial.swift"], in: app)
        #expect(named.status == 1 && named.stderr.contains("Generated/Dial.swift:4:33"))
        let all = run(["--no-color", "--no-ignore", "."], in: app)
        #expect(all.status == 1 && all.stderr.contains("2 files scanned"))
        let only = run(["Generated"], in: app)
        #expect(only.status == 2 && only.stderr == "statefix: no Swift files found in Generated; 1 git-ignored (--no-ignore to include them)\n")
    }

    @Test func exitStatus() {
        let cleanFolder = folder(["A.swift": Self.clean])
        #expect(run(["."], in: cleanFolder).status == 0)
        #expect(run(["--check", "."], in: cleanFolder).status == 0)

        let fixableFolder = folder(["A.swift": Self.fixable])
        #expect(run(["."], in: fixableFolder).status == 0, "a dry run with only fixable findings needs no person")
        #expect(run(["--check", "."], in: fixableFolder).status == 1)
        let check = run(["--check", "."], in: fixableFolder)
        #expect(check.stdout.isEmpty, "--check prints no diff")

        let manualFolder = folder(["A.swift": Self.manual])
        #expect(run(["."], in: manualFolder).status == 1)
        #expect(run(["--in-place", "."], in: manualFolder).status == 1)
    }

    @Test func inPlaceKeepsPermissionsBOMAndCRLF() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let crlf = Array(Self.fixable.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let folder = Support.temporaryFolder()
        Support.write(["Tally.swift": bom + crlf], to: folder)
        let path = folder.appendingPathComponent("Tally.swift").path
        chmod(path, 0o754)
        let result = run(["--in-place", "."], in: folder)
        #expect(result.status == 0)
        let written = [UInt8](FileManager.default.contents(atPath: path)!)
        #expect(written == bom + Array(Self.fixed.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o754)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("statefix") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test func badFilesAreSkippedOthersStillFixed() throws {
        let folder = folder(["Good.swift": Self.fixable, "Broken.swift": "struct Broken {\n    func f( {\n    @State var x = 0\n}\n",
                             "Unrelated.swift": "struct Unrelated {\n    func g( {\n    let y = 1\n}\n"])
        Support.write(["Latin1.swift": Array("// caf".utf8) + [0xE9] + Array("\nlet x = 1\n".utf8)], to: folder)
        let before = Support.files(in: folder)
        let result = Support.run(["--no-color", "--in-place", "."], in: folder)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Broken.swift:2:") && $0.contains(": error: syntax error:") && $0.hasSuffix("file left unchanged") })
        #expect(lines.contains("Latin1.swift: error: not valid UTF-8 (first bad byte near offset 6); file skipped"))
        #expect(!lines.contains { $0.hasPrefix("Unrelated.swift") }, "a file that cannot matter is not parsed")
        let everything = Support.run(["--no-color", "--check", "--no-prefilter", "."], in: folder)
        #expect(everything.stderr.contains("Unrelated.swift:2:"), "--no-prefilter parses every file")
        let after = Support.files(in: folder)
        #expect(after["Broken.swift"] == before["Broken.swift"])
        #expect(after["Latin1.swift"] == before["Latin1.swift"])
        #expect(after["Good.swift"] == Array(Self.fixed.utf8))
    }

    @Test func readOnlyFileIsReportedOthersWritten() {
        let folder = folder(["A.swift": Self.fixable, "B.swift": Self.fixable.replacingOccurrences(of: "Tally", with: "Other")])
        let readOnly = folder.appendingPathComponent("A.swift").path
        chmod(readOnly, 0o444)
        let result = Support.run(Support.only(CommandLineTests.sampleRules) + ["--no-color", "--in-place", "."], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("A.swift: error: is read-only; not written"))
        #expect(result.stderr.contains("No automatic fix: the fix was not written because A.swift could not be written."))
        #expect(result.stderr.contains("2 findings: 1 fixed, 1 needs a person, 0 notes; 1 file changed"))
        #expect(FileManager.default.contents(atPath: readOnly) == Data(Self.fixable.utf8))
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("B.swift").path)
                == Data(Self.fixed.replacingOccurrences(of: "Tally", with: "Other").utf8))
    }

    @Test func fileChangedOnDiskIsNotOverwritten() {
        let folder = folder(["A.swift": Self.fixable])
        let entry = SwiftFiles.Entry(absolutePath: folder.appendingPathComponent("A.swift").path, displayPath: "A.swift")
        let problem = SwiftFiles.write(Array(Self.fixed.utf8), to: entry, expected: Array("something else".utf8))
        #expect(problem?.message == "changed on disk while statefix ran; not written")
        #expect(FileManager.default.contents(atPath: entry.absolutePath) == Data(Self.fixable.utf8))
    }

    @Test func folderDiscovery() throws {
        let folder = folder([
            "App/My Views/Tally.swift": Self.fixable,
            "App/Weird.swift/Inner.swift": Self.manual,
            ".build/checkouts/Dep.swift": Self.manual,
            "Pods/Lib/Pod.swift": Self.manual,
            "App/notes.txt": Self.manual,
        ])
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Link.swift").path,
                                                   withDestinationPath: folder.appendingPathComponent("Pods/Lib/Pod.swift").path)
        let result = Support.run(Support.only(CommandLineTests.sampleRules) + ["--no-color", "--check", "App"], in: folder)
        #expect(result.stderr.contains("App/My Views/Tally.swift:5:24: warning:"))
        #expect(result.stderr.contains("App/Weird.swift/Inner.swift:4:33: error:"))
        #expect(!result.stderr.contains("Dep.swift") && !result.stderr.contains("Pod.swift") && !result.stderr.contains("Link.swift"))
        #expect(result.stderr.hasSuffix("statefix: 2 files scanned; 2 findings: 1 fixable, 1 needs a person, 0 notes; 2 fail the check (warning or above; see --fail-on)\n"))
    }

    @Test func diffWithoutFinalNewlineApplies() {
        let text = String(Self.fixable.dropLast())
        let folder = folder(["A.swift": text])
        let dry = Support.run(["."], in: folder)
        #expect(dry.stdout.contains("\\ No newline at end of file") == false, "the fix is far from the last line")
        let short = "struct T {\n    let a: Int\n    @State var n = 0\n    init(a: Int) { self.a = a; self.n = a }\n}"
        let other = self.folder(["T.swift": short])
        let diff = Support.run(["."], in: other)
        #expect(diff.stdout.contains("\\ No newline at end of file"))
        let applied = Support.shell(["git", "apply", "-"], in: other, input: diff.stdout)
        #expect(applied.status == 0, "\(applied.output)")
        #expect(Support.files(in: other)["T.swift"] == Array(short.replacingOccurrences(of: "var n = 0", with: "var n: Int").utf8))
    }

    @Test func quietPrintsOnlyWhatNeedsAPerson() {
        let folder = folder(["A.swift": Self.fixable, "B.swift": Self.manual])
        let result = Support.run(["--no-color", "--quiet", "--in-place", "."], in: folder)
        #expect(result.status == 1)
        // The finding and, below it, what to do.
        #expect(result.stderr.split(separator: "\n").count == 2)
        #expect(result.stderr.hasPrefix("B.swift:4:33: error:"))
        #expect(result.stderr.split(separator: "\n").last?.hasPrefix("  No automatic fix: ") == true)
    }

    @Test func colourOnlyOnTerminalsWithoutNoColor() {
        let folder = folder(["B.swift": Self.manual])
        var err = ""
        _ = StatefixCommand.run(arguments: ["."], currentDirectory: folder.path, environment: [:], stdout: { _ in }, stderr: { err += $0 }, stderrIsTerminal: true)
        #expect(err.contains("\u{1B}["))
        err = ""
        _ = StatefixCommand.run(arguments: ["."], currentDirectory: folder.path, environment: ["NO_COLOR": "1"], stdout: { _ in }, stderr: { err += $0 }, stderrIsTerminal: true)
        #expect(!err.contains("\u{1B}["))
        err = ""
        _ = StatefixCommand.run(arguments: ["--color", "never", "."], currentDirectory: folder.path, environment: [:], stdout: { _ in }, stderr: { err += $0 }, stderrIsTerminal: true)
        #expect(!err.contains("\u{1B}["))
        #expect(Support.run(["--color", "always", "."], in: folder).stderr.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(Support.run(["--color", "sometimes", "."], in: folder).stderr == "statefix: --color takes auto, always or never, not 'sometimes'\n")
    }

    /// The diff is coloured on a terminal only: piped into `git apply` it stays plain.
    @Test func diffColourOnlyOnATerminal() {
        let folder = folder(["A.swift": Self.fixable])
        var out = ""
        _ = StatefixCommand.run(arguments: ["."], currentDirectory: folder.path, environment: [:], stdout: { out += $0 }, stderr: { _ in },
                                stderrIsTerminal: true, stdoutIsTerminal: true)
        #expect(out.contains("\u{1B}[31m-    @State private var tally = 0\u{1B}[0m\n"))
        #expect(out.contains("\u{1B}[32m+    @State private var tally: Int\u{1B}[0m\n"))
        out = ""
        _ = StatefixCommand.run(arguments: ["."], currentDirectory: folder.path, environment: [:], stdout: { out += $0 }, stderr: { _ in },
                                stderrIsTerminal: true, stdoutIsTerminal: false)
        #expect(!out.contains("\u{1B}[") && out.hasPrefix("diff --git a/A.swift b/A.swift\n"))
    }

    /// `--format xcode`: compiler-style lines with absolute paths, for a Run Script build phase.
    @Test func xcodeFormatNamesAbsolutePaths() {
        let folder = folder(["Views/B.swift": Self.manual])
        let result = Support.run(["--format", "xcode", "Views"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(folder.path + "/Views/B.swift:4:33: error: @State 'level' also has '@Clamped'"), "\(result.stdout)")
        #expect(result.stderr.isEmpty)
    }

    @Test func diffAppliesFromASubfolderOfAGitRepository() {
        let repo = folder(["App/Views/Tally.swift": Self.fixable, "App/Model/Other.swift": Self.fixable.replacingOccurrences(of: "Tally", with: "Other")])
        Support.shell(["git", "init", "-q"], in: repo)
        let views = repo.appendingPathComponent("App/Views")
        let dry = run(["--no-color", "."], in: views)
        #expect(dry.stdout.hasPrefix("diff --git a/App/Views/Tally.swift b/App/Views/Tally.swift\n"), "paths are relative to the work tree's root")
        #expect(dry.stderr.hasPrefix("Tally.swift:5:24: warning:"), "findings stay relative to the current folder")
        let applied = Support.shell(["git", "apply", "-"], in: views, input: dry.stdout)
        #expect(applied.status == 0)
        #expect(Support.files(in: views)["Tally.swift"] == Array(Self.fixed.utf8))

        let other = run(["--no-color", "--check", "../Model"], in: views)
        #expect(other.stderr.hasPrefix("../Model/Other.swift:5:24: warning:"))
    }

    @Test func singleFilesGetANote() {
        let folder = folder(["A.swift": Self.fixable])
        let result = run(["--no-color", "A.swift"], in: folder)
        #expect(result.stderr.contains("statefix: note: only the files given are analysed"))
        #expect(!run(["--no-color", "."], in: folder).stderr.contains("statefix: note:"))
    }

    /// The README's quick start quotes the demo's summary line: a default rule that reports in
    /// the demo changes it, and the README with it (the demo holds one example of each thing
    /// statefix finds), instead of the quick start going stale unnoticed.
    @Test func theReadmeQuotesTheDemosSummary() throws {
        let readme = try String(contentsOf: Support.root.appendingPathComponent("README.md"), encoding: .utf8)
        let quoted = readme.split(separator: "\n").filter { $0.hasPrefix("statefix: ") && $0.contains(" files scanned; ") }
        #expect(!quoted.isEmpty, "the README quotes no summary line")
        let demo = Support.run(["--no-color", "Fixtures/Demo"], in: Support.root)
        let summary = demo.stderr.split(separator: "\n").last { $0.hasPrefix("statefix: ") && $0.contains(" files scanned; ") }
        for line in quoted {
            // The quick start quotes the whole line; "Reading the findings" its counts.
            #expect(summary.map { $0 == line || $0.hasPrefix(line + ";") } == true,
                    "README.md quotes '\(line)', the demo prints '\(summary ?? "no summary")'")
        }
    }
}
