import Foundation
import Testing
import StateFixCLI
import StateFixCore
import StateFixTestSupport

/// What a CI job relies on: which findings fail the run (`--fail-on`, `--strict`), adopting
/// statefix gradually with a baseline, and summaries whose counts add up in every format.
@Suite("Continuous integration")
struct ContinuousIntegrationTests {
    /// An error no fix can make: @State combined with another wrapper.
    static let error = """
    import SwiftUI

    struct Dial: View {
        @State @Clamped private var level = 5
        var body: some View { Text("") }
    }

    """
    /// A warning with a fix: the initializer's value is discarded.
    static let warning = """
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
    /// A note (opt-in rule state-class-init-not-private): builds, but Apple asks for a change.
    static let note = """
    import SwiftUI

    final class Model {}

    struct Panel: View {
        @State var model = Model()
        var body: some View { Text("") }
    }

    """

    func folder(_ files: [String: String]) -> URL {
        let folder = Support.temporaryFolder()
        Support.write(files.mapValues { Array($0.utf8) }, to: folder)
        return folder
    }

    func run(_ arguments: [String], in folder: URL) -> (status: Int32, stdout: String, stderr: String) {
        Support.run(["--no-color"] + arguments, in: folder)
    }

    // MARK: --fail-on and --strict

    @Test func failOnDecidesWhichFindingsFailTheRun() {
        let errorFolder = folder(["Dial.swift": Self.error])
        for arguments in [[], ["--fail-on", "error"], ["--fail-on", "warning"], ["--strict"]] {
            #expect(run(arguments + ["."], in: errorFolder).status == 1, "an error without a fix fails with \(arguments)")
        }

        let warningFolder = folder(["Tally.swift": Self.warning])
        #expect(run(["."], in: warningFolder).status == 0, "a dry run whose findings all have fixes: the diff is the answer")
        #expect(run(["--check", "."], in: warningFolder).status == 1)
        #expect(run(["--check", "--fail-on", "error", "."], in: warningFolder).status == 0, "a warning is below --fail-on error")
        #expect(run(["--check", "--fail-on", "note", "."], in: warningFolder).status == 1)

        let noteFolder = folder(["Panel.swift": Self.note])
        let enable = ["--enable", "state-class-init-not-private"]
        let plain = run(enable + ["."], in: noteFolder)
        #expect(plain.stderr.contains(": note: "), "the note is reported: \(plain.stderr)")
        #expect(plain.status == 0, "a note does not fail the run by default")
        #expect(run(enable + ["--check", "."], in: noteFolder).status == 0, "nor with --check")
        #expect(run(enable + ["--strict", "."], in: noteFolder).status == 1)
        #expect(run(enable + ["--fail-on", "note", "."], in: noteFolder).status == 1)
        #expect(run(enable + ["--check", "--strict", "."], in: noteFolder).status == 1)
    }

    @Test func failOnTakesOnlyASeverity() {
        let result = run(["--fail-on", "warnings", "."], in: folder(["Dial.swift": Self.error]))
        #expect(result.status == 2)
        #expect(result.stderr == "statefix: --fail-on takes error, warning or note, not 'warnings'\n")
    }

    // MARK: baselines

    /// Writes a baseline of today's findings; a later run with it passes, edits above a
    /// baselined finding keep it baselined, and a new finding still fails.
    @Test func baselineAdoptsTodaysFindingsAndCatchesNewOnes() throws {
        let folder = folder(["Views/Dial.swift": Self.error, "Views/Tally.swift": Self.warning])
        let recorded = run(Support.only(CommandLineTests.sampleRules) + ["--write-baseline", "statefix-baseline.json", "."], in: folder)
        #expect(recorded.status == 1, "writing a baseline still reports the run as it is")
        #expect(recorded.stderr.contains("statefix: recorded 2 findings in statefix-baseline.json"))
        let data = try Data(contentsOf: folder.appendingPathComponent("statefix-baseline.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(document["findings"] as? [[String: Any]])
        #expect(Set(entries.compactMap { $0["file"] as? String }) == ["Views/Dial.swift", "Views/Tally.swift"])
        #expect(Set(entries.compactMap { $0["rule"] as? String }) == ["state-composition", "state-default-and-init"])

        let adopted = run(Support.only(CommandLineTests.sampleRules) + ["--baseline", "statefix-baseline.json", "--check", "."], in: folder)
        #expect(adopted.status == 0, "\(adopted.stderr)")
        #expect(adopted.stdout.isEmpty)
        #expect(adopted.stderr.contains("0 findings (2 more in the baseline)"), "\(adopted.stderr)")
        let dryRun = run(Support.only(CommandLineTests.sampleRules) + ["--baseline", "statefix-baseline.json", "."], in: folder)
        #expect(dryRun.stdout.isEmpty, "a baselined finding's fix is left out too")

        // Lines added above the findings: the fingerprint is the line's text, not its number.
        let dial = folder.appendingPathComponent("Views/Dial.swift")
        try ("// Dial.\n// A knob.\n" + Self.error).write(to: dial, atomically: true, encoding: .utf8)
        #expect(run(Support.only(CommandLineTests.sampleRules) + ["--baseline", "statefix-baseline.json", "--check", "."], in: folder).status == 0)

        // A second property like the baselined one is new: one entry absorbs one finding.
        let twice = Self.error.replacingOccurrences(of: "    var body", with: "    @State @Clamped private var level = 5\n    var body")
        try twice.replacingOccurrences(of: "private var level = 5\n    var body", with: "private var gain = 5\n    var body")
            .write(to: dial, atomically: true, encoding: .utf8)
        let grown = run(Support.only(CommandLineTests.sampleRules) + ["--baseline", "statefix-baseline.json", "--check", "."], in: folder)
        #expect(grown.status == 1)
        #expect(grown.stderr.contains("'gain'") && !grown.stderr.contains("'level'"), "\(grown.stderr)")
        #expect(grown.stderr.contains("1 finding:") && grown.stderr.contains("(2 more in the baseline)"), "\(grown.stderr)")
    }

    /// Inside a git repository the baseline names files from the repository root, so it
    /// matches from any folder the run starts in.
    @Test func baselinePathsAreRepositoryRelative() throws {
        let folder = folder(["App/Views/Dial.swift": Self.error])
        #expect(Support.shell(["git", "init", "-q"], in: folder).status == 0)
        #expect(run(["--write-baseline", "baseline.json", "."], in: folder).status == 1)
        let text = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(text.contains("\"App/Views/Dial.swift\""))
        let fromSubfolder = run(["--baseline", "../baseline.json", "--check", "Views"], in: folder.appendingPathComponent("App"))
        #expect(fromSubfolder.status == 0, "\(fromSubfolder.stderr)")
    }

    @Test func badBaselineIsAUsageError() throws {
        let folder = folder(["Dial.swift": Self.error, "notes.json": "{\"rules\": []}"])
        let wrong = run(["--baseline", "notes.json", "."], in: folder)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.hasPrefix("statefix: "), "\(wrong.stderr)")
        #expect(wrong.stderr.contains("notes.json: not a statefix baseline (write one with --write-baseline)"), "\(wrong.stderr)")
        let missing = run(["--baseline", "nowhere.json", "."], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere.json: the baseline cannot be read"), "\(missing.stderr)")
    }

    // MARK: summaries

    /// The text, JSON and Markdown summaries count the same findings, and their parts add up.
    @Test func summariesAddUpInEveryFormat() throws {
        let folder = folder(["Dial.swift": Self.error, "Tally.swift": Self.warning, "Panel.swift": Self.note, "Plain.swift": "struct Plain {}\n"])
        let enable = ["--enable", "state-class-init-not-private"] + Support.only(CommandLineTests.sampleRules.union(["state-class-init-not-private"]))
        let text = run(enable + ["."], in: folder)
        let summary = try #require(text.stderr.split(separator: "\n").last.map(String.init))
        #expect(summary == "statefix: 4 files scanned; 3 findings: 1 fixable, 1 needs a person, 1 note; 1 file would change (diff on stdout; apply with --in-place)")

        let json = run(enable + ["--format", "json", "."], in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let counts = try #require(object["summary"] as? [String: Int])
        #expect(counts["filesScanned"] == 4 && counts["findings"] == 3)
        #expect(counts["fixable"] == 1 && counts["needsPerson"] == 1 && counts["notes"] == 1)
        #expect(counts["filesChanged"] == 1)
        #expect((object["findings"] as? [Any])?.count == counts["findings"])

        let markdown = run(enable + ["--format", "markdown", "."], in: folder)
        #expect(markdown.stdout.contains("3 findings: 1 fixable, 1 needs a person, 1 note"), "\(markdown.stdout)")
        #expect(markdown.stdout.components(separatedBy: "\n| `").count - 1 == 3, "one table row per finding:\n\(markdown.stdout)")

        let fixed = run(enable + ["--in-place", "."], in: folder)
        #expect(fixed.stderr.contains("3 findings: 1 fixed, 1 needs a person, 1 note; 1 file changed"), "\(fixed.stderr)")
    }

    /// A note with a fix: an initial value that the initializer's storage write always replaces.
    static let fixableNote = """
    import SwiftUI

    struct Form: View {
        let title: String
        @State private var isOn = false

        init(title: String, on: Bool) {
            self.title = title
            self._isOn = State(initialValue: on)
        }

        var body: some View { Text(title) }
    }

    """

    @Test func auditTableMarkdownAndSummarySplitFindingsAlike() throws {
        let folder = folder(["Dial.swift": Self.error, "Form.swift": Self.fixableNote, "Panel.swift": Self.note])
        let enable = ["--enable", "state-class-init-not-private"]
        let text = run(enable + ["--check", "."], in: folder)
        #expect(text.stderr.contains("3 findings: 1 fixable, 1 needs a person, 1 note"), "\(text.stderr)")
        let audit = Support.run(["audit", "--no-color"] + enable + ["."], in: folder)
        #expect(audit.stdout.contains("Notes (builds and behaves the same; advice, and what a migration converts or leaves): 2 (statefix fixes 1; 1 without a fix)"), "\(audit.stdout)")
        #expect(audit.stdout.contains("  all rules                              1               1      1      3"), "\(audit.stdout)")
        let markdown = run(enable + ["--format", "markdown", "."], in: folder)
        #expect(markdown.stdout.contains("no fix: "), "a note without a fix is not 'needs a person':\n\(markdown.stdout)")
        #expect(markdown.stdout.components(separatedBy: "needs a person: ").count - 1 == 1, "\(markdown.stdout)")
    }

    @Test func quietPrintsWhatFailsTheRun() {
        let folder = folder(["Dial.swift": Self.error, "Tally.swift": Self.warning, "Panel.swift": Self.note])
        let enable = ["--enable", "state-class-init-not-private"]
        let dryRun = run(enable + ["-q", "."], in: folder)
        #expect(dryRun.stderr.hasPrefix("Dial.swift:") && !dryRun.stderr.contains("Tally.swift:") && !dryRun.stderr.contains("Panel.swift:"),
                "a dry run's --quiet leaves out fixed findings and notes:\n\(dryRun.stderr)")
        let check = run(enable + ["-q", "--check", "."], in: folder)
        #expect(check.stderr.contains("Tally.swift:") && !check.stderr.contains("Panel.swift:"), "\(check.stderr)")
        let strict = run(enable + ["-q", "--check", "--strict", "."], in: folder)
        #expect(strict.stderr.contains("Panel.swift:"), "\(strict.stderr)")
        // The reports for people keep the same findings (a new-user trial got 26 `::notice`
        // lines with --quiet); JSON, read by tools, keeps them all.
        let github = run(enable + ["-q", "--check", "--format", "github", "."], in: folder)
        #expect(github.stdout.contains("file=Tally.swift") && !github.stdout.contains("file=Panel.swift"), "\(github.stdout)")
        let markdown = run(enable + ["-q", "--check", "--format", "markdown", "."], in: folder)
        #expect(markdown.stdout.contains("`Tally.swift:") && !markdown.stdout.contains("`Panel.swift:"), "\(markdown.stdout)")
        let json = run(enable + ["-q", "--check", "--format", "json", "."], in: folder)
        #expect(json.stdout.contains("Panel.swift"), "\(json.stdout)")
    }

    @Test func mistypedCommandGetsAHint() {
        let folder = folder(["Plain.swift": "struct Plain {}\n"])
        let result = Support.run(["instal-hook"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == "statefix: unknown command 'instal-hook'; did you mean 'install-hook'? (see statefix --help)\n")
        #expect(run(["Plain.swift"], in: folder).status == 0, "an existing file is still a path")
    }
}
