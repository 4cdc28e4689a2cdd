import Foundation
import Testing
import StateFixCLI
import StateFixTestSupport

/// The plain git pre-commit hook (`install-hook`), run by real `git commit`s: it finds
/// statefix on PATH, prints nothing without staged Swift files, and says what it staged and
/// how to go on when it stops a commit.
@Suite("Git pre-commit hook")
struct HookTests {
    static let fixable = CommandLineTests.fixable
    static let fixed = CommandLineTests.fixed
    static let manual = CommandLineTests.manual

    /// A repository with one commit, the hook installed, and a PATH that has the built
    /// statefix (or not).
    struct Repository {
        let folder: URL
        let hook: String
        let path: String

        init(statefixOnPath: Bool = true) {
            folder = Support.temporaryFolder()
            Support.write(["README.md": Array("# App\n".utf8), "App/Step.swift": Array("struct Step {}\n".utf8)], to: folder)
            hook = folder.appendingPathComponent(".git/hooks/pre-commit").path
            let binary = Support.builtExecutable("statefix").map { ($0 as NSString).deletingLastPathComponent }
            path = (statefixOnPath ? (binary.map { $0 + ":" } ?? "") : "") + "/usr/bin:/bin"
            git("init", "-q")
            git("add", ".")
            git("commit", "-qm", "base")
        }

        @discardableResult
        func git(_ arguments: String...) -> (status: Int32, output: String) {
            Support.shell(["env", "PATH=\(path)", "HOME=\(folder.path)", "git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments,
                          in: folder)
        }

        func write(_ file: String, _ text: String) {
            Support.write([file: Array(text.utf8)], to: folder)
        }

        func install(_ arguments: [String] = []) -> (status: Int32, stderr: String) {
            var err = ""
            let status = StatefixCommand.run(arguments: ["install-hook"] + arguments, currentDirectory: folder.path, environment: [:],
                                             stdout: { _ in }, stderr: { err += $0 }, stderrIsTerminal: false)
            return (status, err)
        }
    }

    @Test func hookFixesStagesAndSaysSo() throws {
        _ = try #require(Support.builtExecutable("statefix"), "the statefix binary is built with the tests")
        let repo = Repository()
        #expect(repo.install().status == 0)
        let script = try String(contentsOfFile: repo.hook, encoding: .utf8)
        #expect(script.contains("exec statefix --staged --in-place --git-hook"), "statefix from PATH at commit time, not a build folder")
        #expect(!script.contains(".build"))

        // No Swift staged: nothing printed, the commit goes through.
        repo.write("README.md", "# App\n\nMore.\n")
        repo.git("add", "README.md")
        let docs = repo.git("commit", "-qm", "docs")
        #expect(docs.status == 0 && docs.output.isEmpty, "\(docs.output)")

        // A fixable finding: fixed, staged, committed, and said.
        repo.write("App/Tally.swift", Self.fixable)
        repo.git("add", "App/Tally.swift")
        let fixed = repo.git("commit", "-qm", "tally")
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(fixed.output.contains("Fixed: removes the initial value"), "\(fixed.output)")
        #expect(fixed.output.contains("statefix: fixed and staged App/Tally.swift; the fixes are part of this commit"), "\(fixed.output)")
        #expect(repo.git("show", "HEAD:App/Tally.swift").output == Self.fixed)

        // A finding no fix handles, next to a fixable one: the fix is staged, the commit stops,
        // and the three ways forward are named.
        repo.write("App/Dial.swift", Self.manual)
        repo.write("App/Other.swift", Self.fixable.replacingOccurrences(of: "Tally", with: "Other"))
        repo.git("add", "App")
        let stopped = repo.git("commit", "-qm", "dial")
        #expect(stopped.status != 0)
        for part in ["App/Dial.swift:4:33: error:", "statefix: the commit was stopped: 1 finding needs a person (above)",
                     "statefix: it staged its fixes to App/Other.swift; see them with `git diff --cached`",
                     "`// statefix:ignore-next-line state-composition`", "`git commit --no-verify`"] {
            #expect(stopped.output.contains(part), "the hook's output lacks \(part):\n\(stopped.output)")
        }

        // Findings of two rules stop it: the suppression names both ids, not only the first.
        repo.write("App/Peek.swift", "import SwiftUI\n\nstruct Peek: View {\n    @State private var shown = false\n\n    var body: some View { Text(_shown.wrappedValue ? \"a\" : \"b\") }\n}\n")
        repo.git("add", "App")
        let twice = repo.git("commit", "-qm", "peek")
        #expect(twice.status != 0)
        #expect(twice.output.contains("statefix: the commit was stopped: 2 findings need a person (above)"), "\(twice.output)")
        #expect(twice.output.contains("`// statefix:ignore-next-line RULE` (RULE: the id in brackets after the finding, here `state-composition` or `state-storage-read`)"), "\(twice.output)")
        #expect(repo.git("diff", "--cached", "App/Other.swift").output.contains("+    @State private var tally: Int"))

        // A staged file that does not parse stops it too; a suppression comment cannot help there.
        repo.git("reset", "-q")
        repo.write("App/Broken.swift", "import SwiftUI\n\nstruct Broken: View {\n    @State private var on = false\n    var body: some View { Text( }\n}\n")
        repo.git("add", "App/Broken.swift")
        let broken = repo.git("commit", "-qm", "broken")
        #expect(broken.status != 0)
        #expect(broken.output.contains("statefix: next: fix the file named above and `git add` it; or commit without the hook: `git commit --no-verify`"), "\(broken.output)")
        #expect(!broken.output.contains("ignore-next-line"), "\(broken.output)")
    }

    @Test func hookWithoutStatefixOnPathSaysHowToGoOn() {
        let repo = Repository(statefixOnPath: false)
        #expect(repo.install().status == 0)
        repo.write("App/Tally.swift", Self.fixable)
        repo.git("add", "App/Tally.swift")
        let result = repo.git("commit", "-qm", "tally")
        #expect(result.status != 0)
        #expect(result.output == "statefix: not found on PATH; install it (statefix README: Install), or commit without this hook: git commit --no-verify\n")
    }

    @Test func installRefusesAForeignHookAndUninstallRestoresIt() throws {
        let repo = Repository()
        #expect(repo.install().status == 0)
        #expect(repo.install().status == 0, "re-installing its own hook is fine")
        #expect(FileManager.default.isExecutableFile(atPath: repo.hook))
        var err = ""
        let uninstall = { () -> Int32 in
            err = ""
            return StatefixCommand.run(arguments: ["uninstall-hook"], currentDirectory: repo.folder.path, environment: [:],
                                       stdout: { _ in }, stderr: { err += $0 }, stderrIsTerminal: false)
        }
        #expect(uninstall() == 0)
        #expect(!FileManager.default.fileExists(atPath: repo.hook))

        let mine = "#!/bin/sh\necho mine\n"
        try mine.write(toFile: repo.hook, atomically: true, encoding: .utf8)
        let refused = repo.install()
        #expect(refused.status == 2 && refused.stderr.contains("was not written by statefix; keep it, or replace it with --force"))
        #expect(try String(contentsOfFile: repo.hook, encoding: .utf8) == mine)
        #expect(uninstall() == 2, "never removes a hook it did not write")
        let forced = repo.install(["--force"])
        #expect(forced.status == 0 && forced.stderr.contains("the previous hook is in"))
        #expect(try String(contentsOfFile: repo.hook, encoding: .utf8).contains("# statefix-managed"))
        #expect(uninstall() == 0)
        #expect(err.contains("restored the previous"), "\(err)")
        #expect(try String(contentsOfFile: repo.hook, encoding: .utf8) == mine, "uninstall-hook puts the replaced hook back")
        #expect(!FileManager.default.fileExists(atPath: repo.hook + ".statefix-backup"))
    }

    /// An unstaged edit on the lines a fix changes: the fix is staged, the working copy keeps the
    /// edit, and the note says what to run afterwards.
    @Test func overlappingUnstagedEditGetsANoteWithTheCommand() throws {
        let repo = Repository()
        repo.write("App/Tally.swift", Self.fixable)
        repo.git("add", "App/Tally.swift")
        repo.write("App/Tally.swift", Self.fixable.replacingOccurrences(of: "@State private var tally = 0", with: "@State private var tally = 1"))
        var err = ""
        let status = StatefixCommand.run(arguments: ["--staged", "--in-place", "--git-hook", "--no-color"], currentDirectory: repo.folder.path,
                                         environment: [:], stdout: { _ in }, stderr: { err += $0 }, stderrIsTerminal: false)
        #expect(status == 0)
        #expect(err.contains("statefix: note: App/Tally.swift: the fix is staged, but your unstaged edits touch the same lines, so the working-tree copy keeps them without the fix; after committing, run `statefix --in-place App/Tally.swift` to fix it there too"), "\(err)")
        let findingAt = err.range(of: "[state-default-and-init]")?.lowerBound, noteAt = err.range(of: "statefix: note: App/Tally.swift")?.lowerBound
        #expect(findingAt != nil && noteAt != nil && findingAt! < noteAt!, "the note follows the finding it is about:\n\(err)")
        #expect(repo.git("show", ":App/Tally.swift").output == Self.fixed)
    }
}
