import Foundation
import StateFixTestSupport
import Testing

/// How many trees a run builds, as `STATEFIX_STATS` counts them: a work count, not a timing.
/// A file's tree is built at most once before the engine and once in each pass (the text a
/// pass reads); a tree dropped and built again within a pass would show here.
@Suite("Parse counts")
struct ParseCountTests {
    /// The state rules that run in the demo's passes (project rules that look into files where
    /// they report, after the fixes of the pass before).
    static let rules: Set<String> = ["state-memberwise-init", "state-default-and-init", "state-init-order", "state-default-other-file",
                                     "state-composition", "state-generic-argument"]

    /// The counts of one `--check --no-cache` run over `folder` with `arguments`.
    struct Counts {
        var before = 0
        var mostOfAFileBefore = 0
        var perPass: [Int] = []
        var mostOfAFileInAPass = 0
        var read = 0
        /// The stats line, for the messages.
        var line = ""
    }

    func counts(_ arguments: [String], in folder: URL) throws -> Counts {
        let result = Support.run(["--check", "--no-cache", "--no-color"] + arguments + ["."], in: folder, environment: ["STATEFIX_STATS": "1"])
        let line = try #require(result.stderr.split(separator: "\n").first { $0.hasPrefix("statefix: stats:") })
        // `…; parses before the engine 8 (at most 1 of a file), in passes 0, 1, 3 (at most 1 of a file in a pass); 8 files read, 8 parsed`
        let parts = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let passes = try #require(parts.first { $0.hasPrefix("parses before the engine ") })
        func numbers(_ text: some StringProtocol) -> [Int] {
            text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        }
        let (head, tail) = try #require(passes.range(of: "in passes ").map { (passes[..<$0.lowerBound], passes[$0.upperBound...]) })
        var counts = Counts()
        counts.line = String(line)
        let beforeNumbers = numbers(head)
        (counts.before, counts.mostOfAFileBefore) = (beforeNumbers[0], beforeNumbers[1])
        let passNumbers = numbers(tail)
        counts.perPass = Array(passNumbers.dropLast())
        counts.mostOfAFileInAPass = passNumbers.last!
        counts.read = numbers(parts.last!)[0]
        return counts
    }

    @Test("a run over N files parses each at most once before the engine and once per pass", arguments: [[], ["--jobs", "1"]])
    func eachFileOncePerPass(arguments: [String]) throws {
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The demo app twice, under two folder names: files read as skeletons, files rules
        // report in (parsed whole, some only when a rule reports there), several passes.
        let demo = Support.files(in: Support.root.appendingPathComponent("Fixtures/Demo"))
        var files: [String: [UInt8]] = [:]
        for copy in ["One", "Two"] { for (path, bytes) in demo { files[copy + "/" + path] = bytes } }
        Support.write(files, to: folder)
        // The rules whose passes it counts, named: a new rule changes none of these numbers.
        let counts = try counts(Support.only(Self.rules) + arguments, in: folder)
        #expect(counts.read == files.count)
        #expect(counts.perPass.count >= 3, "the demo runs rules in several passes")
        #expect(counts.perPass.reduce(0, +) > 0, "rules look into files in the passes")
        #expect(counts.mostOfAFileBefore <= 1, "\(counts.line)")
        #expect(counts.mostOfAFileInAPass <= 1, "\(counts.line)")
        #expect(counts.before + counts.perPass.reduce(0, +) <= files.count * (counts.perPass.count + 1), "\(counts.line)")
    }

    /// The Observation migration reads every file's model by name: a file's walks ask for
    /// skeletons with different needles (one query's names, then the next's), and it reports in
    /// files it read so. Its pass shares one tree of each file among them
    /// (`SourceFile.sharesWholeTree`); before, a file of these fixtures was parsed up to 4 times
    /// in the pass (mastodon-ios: 7).
    @Test("the Observation migration parses each file at most once per pass")
    func observationOncePerPass() throws {
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = Support.root.appendingPathComponent("Fixtures/observation/observation-model")
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted() {
            for (path, bytes) in Support.files(in: cases.appendingPathComponent(name).appendingPathComponent("before")) where Support.isAppSource(path) {
                files[name + "/" + path] = bytes
            }
        }
        Support.write(files, to: folder)
        let counts = try counts(Support.only(["observation-model"]) + ["--enable", "observation-model", "--min-ios", "17", "--min-macos", "14"], in: folder)
        #expect(counts.read == files.count)
        #expect(counts.perPass.reduce(0, +) > 0, "the migration parses files in its pass: \(counts.line)")
        #expect(counts.mostOfAFileBefore <= 1, "\(counts.line)")
        #expect(counts.mostOfAFileInAPass <= 1, "\(counts.line)")
    }
}
