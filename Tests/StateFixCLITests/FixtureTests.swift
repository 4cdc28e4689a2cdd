import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import StateFixCLI
import StateFixCore
import StateFixRules
import StateFixTestSupport

@Suite("Fixtures")
struct FixtureTests {
    @Test("every rule has at least 8 fixture cases, and every fixture folder belongs to a rule")
    func coverage() {
        for rule in RuleRegistry.all {
            let count = FixtureCase.all.filter { $0.rule == rule.id }.count
            #expect(count >= 8, "\(rule.id) has \(count) fixture cases in Fixtures/\(rule.description.family.folder)/\(rule.id)")
        }
        #expect(FixtureCase.strayFolders.isEmpty, "fixture folders of no rule: \(FixtureCase.strayFolders)")
    }

    /// Every expected report line is short: a finding's line (`path:line:column: severity:
    /// headline [rule-id]`) has a headline of at most 120 characters, and no line passes 200.
    /// Prints the median and the maximum, which the CI log keeps.
    @Test("every report line of every fixture is short")
    func reportLinesAreShort() throws {
        let finding = try Regex(#"^\S+:\d+:\d+: (error|warning|note): (.*) \[[a-z0-9-]+\]$"#)
        var findingLines: [Int] = [], headlines: [Int] = [], longest = (0, "")
        for fixture in FixtureCase.all {
            let text = (try? String(contentsOf: fixture.folder.appendingPathComponent("findings.txt"), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                #expect(line.count <= MessageShape.lineLimit, "\(fixture): a line of \(line.count) characters: \(line)")
                if line.count > longest.0 { longest = (line.count, "\(fixture)") }
                guard let match = line.wholeMatch(of: finding), let headline = match.output[2].substring else { continue }
                findingLines.append(line.count)
                headlines.append(headline.count)
                #expect(headline.count <= MessageShape.headlineLimit, "\(fixture): a headline of \(headline.count) characters: \(headline)")
            }
        }
        #expect(findingLines.count > 300, "the fixtures' findings were not read")
        func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }
        print("report lines: \(findingLines.count) finding lines, median \(median(findingLines)), maximum \(findingLines.max() ?? 0); headlines median \(median(headlines)), maximum \(headlines.max() ?? 0); longest line \(longest.0) (\(longest.1))")
    }

    @Test(arguments: FixtureCase.all)
    func fixture(_ fixture: FixtureCase) throws {
        let before = Support.files(in: fixture.folder.appendingPathComponent("before"))
        let afterFolder = fixture.folder.appendingPathComponent("after")
        let hasAfter = FileManager.default.fileExists(atPath: afterFolder.path)
        let expected = hasAfter ? Support.files(in: afterFolder) : before
        #expect(Set(expected.keys) == Set(before.keys), "after/ must hold the same files as before/")
        if hasAfter { #expect(expected != before, "after/ equal to before/: delete it instead") }

        // Extra command-line arguments for the whole case (opt-in rules), and the rules it runs.
        let extra = fixture.runArguments

        // 1. Dry run: findings (stderr) and a diff (stdout). It runs with a cold cache, which it
        // fills; the runs without a cache are the --no-prefilter run and the second run (5.),
        // which must agree with it.
        let dry = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dry) }
        Support.write(before, to: dry)
        let cache = Support.temporaryFolder("statefix-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let cached = extra + ["--no-color", "--cache-path", cache.path]
        let stats = ["STATEFIX_STATS": "1"]
        let statsLine = { (stderr: String) in stderr.split(separator: "\n", omittingEmptySubsequences: false).first { $0.hasPrefix("statefix: stats:") } ?? "" }
        let withoutStats = { (stderr: String) in stderr.replacingOccurrences(of: statsLine(stderr) + "\n", with: "") }
        var dryRun = Support.run(cached + ["."], in: dry, environment: stats)
        #expect(!statsLine(dryRun.stderr).isEmpty)
        dryRun.stderr = withoutStats(dryRun.stderr)
        let findingsURL = fixture.folder.appendingPathComponent("findings.txt")
        if ProcessInfo.processInfo.environment["STATEFIX_RECORD"] == "1" {
            try dryRun.stderr.write(to: findingsURL, atomically: true, encoding: .utf8)
        }
        let expectedFindings = (try? String(contentsOf: findingsURL, encoding: .utf8)) ?? "<findings.txt missing>"
        #expect(dryRun.stderr == expectedFindings)
        #expect(Support.difference(Support.files(in: dry), before) == nil, "a dry run must not write")
        // The prefilter (parse only what can matter) never changes a finding or a fix, and
        // neither does the cache (this run has none).
        let everything = Support.run(extra + ["--no-color", "--no-prefilter", "--jobs", "1", "."], in: dry)
        #expect(everything.stderr == dryRun.stderr, "--no-prefilter (without the cache) reports differently")
        #expect(everything.stdout == dryRun.stdout, "--no-prefilter (without the cache) fixes differently")
        #expect(everything.status == dryRun.status)
        #expect(dryRun.stdout.isEmpty == !hasAfter)
        // A warm run parses nothing and reports and diffs the same, byte for byte (JSON and the
        // other formats from the cache: CacheTests; edits: the in-place run below, and corpus-check).
        let warm = Support.run(cached + ["."], in: dry, environment: stats)
        #expect(withoutStats(warm.stderr) == dryRun.stderr && warm.stdout == dryRun.stdout && warm.status == dryRun.status, "a warm cached run differs")
        #expect(statsLine(warm.stderr).hasSuffix(" 0 parsed"), "the warm run parsed files: \(statsLine(warm.stderr))")
        // Without the stored result, the engine runs on model facts from the cache (syntax by
        // place, resolved in trees parsed again): the same findings and fixes.
        try? FileManager.default.removeItem(at: cache.appendingPathComponent("results"))
        let fromFacts = Support.run(cached + ["."], in: dry)
        #expect(fromFacts.stderr == dryRun.stderr && fromFacts.stdout == dryRun.stdout && fromFacts.status == dryRun.status,
                "a run on cached model facts differs")

        // 2. The diff applies with git apply and gives the expected files.
        if !dryRun.stdout.isEmpty {
            let applied = Support.shell(["git", "apply", "--whitespace=nowarn", "-"], in: dry, input: dryRun.stdout)
            #expect(applied.status == 0, "git apply failed: \(applied.output)")
            #expect(Support.difference(Support.files(in: dry), expected) == nil, "git apply of the dry-run diff differs from after/")
        }

        // 3. In place: writes exactly the expected files; untouched files keep their modification date.
        let live = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: live) }
        Support.write(before, to: live)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for path in before.keys {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: live.appendingPathComponent(path).path)
        }
        // From the cache the dry run filled (same relative paths and bytes, another folder).
        let inPlace = Support.run(cached + ["--in-place", "."], in: live)
        #expect(inPlace.stdout.isEmpty)
        let written = Support.files(in: live)
        for path in before.keys.sorted() {
            if written[path] != expected[path] {
                Issue.record("--in-place result differs from after/\(path): \(Support.difference(written[path] ?? [], expected[path]!))")
            }
            let date = try FileManager.default.attributesOfItem(atPath: live.appendingPathComponent(path).path)[.modificationDate] as? Date
            if before[path] == expected[path] { #expect(date == old, "\(path) was rewritten although unchanged") }
        }

        // 4. Every changed file re-parses without errors.
        for path in before.keys where before[path] != expected[path] {
            #expect(Support.syntaxError(written[path] ?? []) == nil, "\(path) does not re-parse")
        }

        // 5. A second run changes nothing more.
        let second = Support.run(extra + ["--no-color", "."], in: live)
        #expect(second.stdout.isEmpty, "second run still changes:\n\(second.stdout)")
    }

    /// The prefilter's followers must bring in every file a rule reads. Most cases keep a type,
    /// its extensions and its uses in one file, where a follower that misses a name still finds
    /// them; here every file is cut into one file per top-level declaration (its imports copied
    /// into each), so what a rule reads about a type is in other files. With and without the
    /// prefilter the findings and the diff must be the same, for the whole folder and for the
    /// first pieces given alone (their declared types are followed too).
    @Test(arguments: FixtureCase.all)
    func splitAcrossFiles(_ fixture: FixtureCase) throws {
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pieces = Self.splitIntoDeclarations(Support.files(in: fixture.folder.appendingPathComponent("before")))
        Support.write(pieces, to: folder)
        // A syntax error in a file no rule needs is reported only by the run that parses it
        // (whole: a skeleton does not see one inside a blanked body).
        func comparable(_ stderr: String) -> String {
            stderr.split(separator: "\n")
                .map { $0.replacingOccurrences(of: "; [0-9]+ files? skipped \\(syntax errors where no rule looks\\)", with: "", options: .regularExpression) }
                .filter { !$0.contains("syntax error") }
                .joined(separator: "\n")
        }
        let swiftFiles = pieces.keys.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Package.swift") }.sorted()
        for paths in [["."]] + swiftFiles.prefix(2).map({ [$0] }) {
            let chosen = Support.run(fixture.runArguments + ["--no-color", "--no-cache"] + paths, in: folder)
            let everything = Support.run(fixture.runArguments + ["--no-color", "--no-cache", "--no-prefilter", "--jobs", "1"] + paths, in: folder)
            #expect(comparable(chosen.stderr) == comparable(everything.stderr), "\(paths): the prefilter reports differently")
            #expect(chosen.stdout == everything.stdout, "\(paths): the prefilter fixes differently")
        }
    }

    /// `files` with each Swift file that parses cut into one file per top-level item
    /// (`Name.0.swift`, `Name.1.swift`…), its imports at the top of each; other files as they are.
    static func splitIntoDeclarations(_ files: [String: [UInt8]]) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for (path, bytes) in files {
            let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
            guard path.hasSuffix(".swift"), !path.hasSuffix("Package.swift"), !tree.hasError else { result[path] = bytes; continue }
            let imports = tree.statements.filter { $0.item.is(ImportDeclSyntax.self) }.map { $0.trimmedDescription + "\n" }.joined()
            let stem = String(path.dropLast(".swift".count))
            for (number, item) in tree.statements.filter({ !$0.item.is(ImportDeclSyntax.self) }).enumerated() {
                result["\(stem).\(number).swift"] = Array((imports + (imports.isEmpty ? "" : "\n") + item.description.trimmingPrefix(while: \.isNewline) + "\n").utf8)
            }
        }
        return result
    }
}
