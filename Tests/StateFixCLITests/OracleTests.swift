import Foundation
import Testing
import StateFixCLI
import StateFixCore
import StateFixRules
import StateFixTestSupport

/// What `oracle.txt` in a fixture case asks of the compile oracle. A case with the file is
/// *compilable*: its `before/` files must build in World 1, and its result (`after/`, or
/// `before/` when nothing changes) in World 1 and World 2, unless a line says otherwise.
///
///     before-world2: fails: 'self' used before all stored properties are initialized
///     after-world2: fails: invalid redeclaration   (report-only cases whose problem remains)
///     after-world1: fails: cannot find type 'TupleContent'   (a fix that needs Xcode 27's SDK,
///                                                  for a deployment target only Xcode 27 builds)
///     run: TallyView(caption: "x", start: 5)         (World 1 executable: construct the view)
///     expect-before: tally == 0                      (its @State values after the initializer)
///     expect-after: tally == 5
///     render: DemoApp()                              (behaviour oracle: run these bodies before and after)
///     construct: Library = Library(name: "x")        (how the notification probe makes a Library)
///     probe-value: Feed.formatter = DateFormatter()  (the value it writes, where it cannot make one)
///     behaviour-differs: Counter.cache               (a documented difference: notifies only after)
///     delegate: AppDelegate()                        (how a delegate adaptor's delegate is made)
struct OracleSpec: Sendable {
    enum Outcome: Equatable, Sendable {
        case compiles
        case fails(String)
    }
    var beforeWorld2 = Outcome.compiles
    var afterWorld2 = Outcome.compiles
    var afterWorld1 = Outcome.compiles
    /// Every changed file is needed: `after/` with any one changed file taken from `before/`
    /// fails to build in World 2 (a migration is never half applied across files).
    var mixedFails = false
    var run: String?
    var expectBefore: [(name: String, value: String)] = []
    var expectAfter: [(name: String, value: String)] = []
    /// What the behaviour oracle is told (`construct:`, `probe-value:`, `behaviour-differs:`,
    /// `render:`, `delegate:`; see `BehaviourOracle`).
    var behaviour = BehaviourOracle.Spec()

    init(_ text: String) throws {
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else { throw SpecError(line: line) }
            let key = line[..<colon], value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            func outcome() throws -> Outcome {
                if value == "compiles" { return .compiles }
                if value.hasPrefix("fails:") { return .fails(value.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
                throw SpecError(line: line)
            }
            func expectation() throws -> (String, String) {
                let parts = value.components(separatedBy: " == ")
                guard parts.count == 2 else { throw SpecError(line: line) }
                return (parts[0], parts[1])
            }
            switch key {
            case "before-world2": beforeWorld2 = try outcome()
            case "after-world2": afterWorld2 = try outcome()
            case "after-world1": afterWorld1 = try outcome()
            case "mixed-world2":
                guard value == "fails" else { throw SpecError(line: line) }
                mixedFails = true
            case "run": run = value
            case "construct", "probe-value":
                let parts = value.components(separatedBy: " = ")
                guard parts.count >= 2 else { throw SpecError(line: line) }
                let rest = parts.dropFirst().joined(separator: " = ")
                if key == "construct" { behaviour.constructions[parts[0]] = rest } else { behaviour.values[parts[0]] = rest }
            case "behaviour-differs": behaviour.differs.insert(value)
            case "render": behaviour.renders.append(value)
            case "delegate": behaviour.delegates.append(value)
            case "expect-before": expectBefore.append(try expectation())
            case "expect-after": expectAfter.append(try expectation())
            default: throw SpecError(line: line)
            }
        }
    }

    struct SpecError: Error { var line: String }
}

/// The oracles' suites are skipped where swiftc lacks SwiftSyntax's host libraries (Xcode's
/// toolchain on macOS). That is said loudly, never silently: the test below prints why, and
/// fails where `CI` is set, so a CI machine that cannot check fixes with the compiler is red.
@Suite("Compile oracle availability")
struct OracleAvailabilityTests {
    @Test("the compile and behaviour oracles run, or the run says why not")
    func available() {
        guard let reason = CompileOracle.shared.unavailableReason else { return }
        let message = "THE COMPILE AND BEHAVIOUR ORACLES DID NOT RUN: \(reason). Fixes were not checked with the compiler; "
            + "install a swift.org toolchain (it ships usr/lib/swift/host) and put its swiftc first on PATH."
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
        if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record(Comment(rawValue: message)) }
    }
}

@Suite("Compile oracle", .enabled(if: CompileOracle.shared.unavailableReason == nil, "the compile oracle needs swiftc with SwiftSyntax host libraries"))
struct OracleTests {
    static let cases = FixtureCase.all.filter {
        FileManager.default.fileExists(atPath: $0.folder.appendingPathComponent("oracle.txt").path)
    }

    @Test("at least 80% of fixture cases are compilable")
    func coverage() {
        let share = Double(Self.cases.count) / Double(max(1, FixtureCase.all.count))
        #expect(share >= 0.8, "\(Self.cases.count) of \(FixtureCase.all.count) fixture cases have oracle.txt")
    }

    /// A case's `oracle.txt` and the files its checks compile (`OracleBatches` packs the same).
    struct Check {
        let spec: OracleSpec
        let beforeFolder: URL, afterFolder: URL
        /// The app sources, relative to `before/` (and `after/`), sorted.
        let paths: [String]
        let before: [URL], after: [URL]
        let hasAfter: Bool

        init(_ fixture: FixtureCase) throws {
            spec = try OracleSpec(String(contentsOf: fixture.folder.appendingPathComponent("oracle.txt"), encoding: .utf8))
            beforeFolder = fixture.folder.appendingPathComponent("before")
            afterFolder = fixture.folder.appendingPathComponent("after")
            let (beforeFolder, afterFolder) = (beforeFolder, afterFolder)
            let paths = Support.files(in: beforeFolder).keys.filter(Support.isAppSource).sorted()
            let before = paths.map { beforeFolder.appendingPathComponent($0) }
            hasAfter = FileManager.default.fileExists(atPath: afterFolder.path)
            (self.paths, self.before) = (paths, before)
            after = hasAfter ? paths.map { afterFolder.appendingPathComponent($0) } : before
        }
    }

    @Test(arguments: cases)
    func fixture(_ fixture: FixtureCase) throws {
        let oracle = CompileOracle.shared
        if case .failure(let error) = oracle.build { Issue.record("\(error)"); return }
        let batches = OracleBatches.shared
        defer { batches.finished(of: Self.cases.count) }
        let check = try Check(fixture)
        let (spec, beforeFolder, afterFolder, paths) = (check.spec, check.beforeFolder, check.afterFolder, check.paths)
        let (before, after, hasAfter) = (check.before, check.after, check.hasAfter)

        func expect(_ files: [URL], _ label: String, _ world: CompileOracle.World, _ outcome: OracleSpec.Outcome) throws {
            // A check expected to compile that compiled in a batch is done; every other one
            // (an expected failure, a unit alone, a unit of a batch that failed) compiles alone.
            let verdict = outcome == .compiles ? batches.verdict(files, in: world) : .alone
            if verdict == .passed { batches.count(.batched); return }
            batches.count(verdict == .batchFailed ? .fallback : .single)
            let errors = try oracle.check(files, in: world).get()
            switch outcome {
            case .compiles:
                #expect(errors.isEmpty, "\(fixture.description): \(label) does not compile in \(world):\n\(errors.joined(separator: "\n"))")
            case .fails(let text):
                #expect(errors.contains { $0.contains(text) },
                        "\(fixture.description): \(label) should fail in \(world) with '\(text)', got:\n\(errors.isEmpty ? "no error" : errors.joined(separator: "\n"))")
            }
        }
        try expect(before, "before/", .one, .compiles)
        try expect(before, "before/", .two, spec.beforeWorld2)
        if hasAfter {
            try expect(after, "after/", .one, spec.afterWorld1)
            try expect(after, "after/", .two, spec.afterWorld2)
        } else {
            #expect(spec.afterWorld2 == spec.beforeWorld2, "no after/: the result is before/, give one World-2 outcome")
        }
        if spec.mixedFails {
            let changed = paths.filter { hasAfter && Support.files(in: beforeFolder)[$0] != Support.files(in: afterFolder)[$0] }
            #expect(changed.count > 1, "\(fixture.description): mixed-world2 needs a fix that changes several files")
            for path in changed {
                let mixed = paths.map { ($0 == path ? beforeFolder : afterFolder).appendingPathComponent($0) }
                batches.count(.single)
                let errors = try oracle.check(mixed, in: .two).get()
                #expect(!errors.isEmpty, "\(fixture.description): after/ with \(path) left as before/ still builds in World 2, so its edits are not needed")
            }
        }

        try checkBehaviour(fixture, spec: spec, before: beforeFolder, after: hasAfter ? afterFolder : nil, paths: paths)

        guard let run = spec.run else { return }
        let names = Set((spec.expectBefore + spec.expectAfter).map(\.name)).sorted()
        let main = "import SwiftUI\nlet values = _oracleStateValues(of: \(run))\n"
            + names.map { "print(\"\($0) == \\(values[\"\($0)\"].map { String(reflecting: $0) } ?? \"<none>\")\")" }.joined(separator: "\n") + "\n"
        for (label, files, expected) in [("before/", before, spec.expectBefore), ("after/", after, spec.expectAfter)] where !expected.isEmpty {
            let (status, output) = try oracle.run(files, main: main).get()
            #expect(status == 0, "\(fixture.description): the World 1 run check of \(label) failed:\n\(output)")
            for (name, value) in expected {
                #expect(output.split(separator: "\n").contains("\(name) == \(value)"[...]),
                        "\(fixture.description): in World 1, \(label) leaves \(name) at:\n\(output)expected \(value)")
            }
        }
    }

    /// The behaviour oracle on a case that changes an `ObservableObject` class or its use
    /// sites, or declares renders: the notification probe and the renders give the same
    /// results before and after (`BehaviourOracle`).
    func checkBehaviour(_ fixture: FixtureCase, spec: OracleSpec, before: URL, after: URL?, paths: [String]) throws {
        func texts(_ folder: URL) -> [(path: String, text: String)] {
            paths.map { ($0, (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) ?? "") }
        }
        let old = texts(before)
        let classes = BehaviourOracle.observedClasses(in: old)
        guard let after, !classes.isEmpty || !spec.behaviour.renders.isEmpty else {
            #expect(spec.behaviour.renders.isEmpty, "\(fixture.description): render lines need an after/ (nothing changes, so nothing can differ)")
            return
        }
        let (was, wasLog) = try BehaviourOracle.run(old, classes: classes, spec: spec.behaviour)
        let (now, nowLog) = try BehaviourOracle.run(texts(after), classes: classes, spec: spec.behaviour)
        guard let was else { Issue.record("\(fixture.description): the behaviour probe of before/ does not build:\n\(wasLog)"); return }
        guard let now else { Issue.record("\(fixture.description): the behaviour probe of after/ does not build:\n\(nowLog)"); return }
        let problems = BehaviourOracle.differences(before: was, after: now, spec: spec.behaviour)
        #expect(problems.isEmpty, "\(fixture.description): behaves differently after the conversion:\n\(problems.joined(separator: "\n"))\nbefore:\n\(was.lines.joined(separator: "\n"))\nafter:\n\(now.lines.joined(separator: "\n"))")
        for label in spec.behaviour.differs {
            let line = { (outcome: BehaviourOracle.Outcome) in outcome.lines.first { $0.hasPrefix(label + ": ") } }
            #expect(line(was) != line(now), "\(fixture.description): behaviour-differs: \(label), but it behaves the same (remove the line)")
        }
    }
}
