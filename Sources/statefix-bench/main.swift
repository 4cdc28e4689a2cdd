// statefix-bench <folder> [--runs N] [--compare OTHER-STATEFIX] [--staged N] [--sections LIST]:
// measures statefix on real code against a parse-only baseline, in one run, on the same files.
// Not a test: a measurement to read and to quote. With --compare, another statefix binary (an
// older build) runs `--check` on the same files, alternating with this one, so both see the
// same machine.
//
// Sections (--sections, comma-separated; default all):
//   modes     parse-only (SwiftParser over every *.swift file, one thread: the floor any tool
//             pays); statefix --check (prefilter on, every core); --jobs 1; --no-prefilter
//             (every file parsed), every core / --jobs 1; --enable observation. All cold
//             (--no-cache). Then N more --check runs, each right after a parse-only pass: the
//             ratio of each pair (median, best, worst) holds where the machine's speed drifts.
//   project   what reading the projects costs: the `project settings` phase of a cold --check
//             against its whole CPU time.
//   cache     --check cold (an empty cache folder each run) and warm (the cache a cold run left).
//   staged    in a throwaway clone of the folder's git repository: N files changed (a comment
//             line appended to the N most recently committed Swift files) and staged;
//             `--staged --check` cold, and warm (the cache filled by a --check of the clone
//             before the change, as earlier commits leave it).
//   scaling   the folder's Swift files copied 1×, 2×, 4× under different folder names, each
//             --check cold: time and peak memory per step.
//   observation  the Observation migration at scale: a generated app (`SyntheticApp`) at 1×,
//             2×, 4× (8× with --scale 8) and the folder, `--check` against `--check --enable
//             observation` (CPU of every thread, peak RSS), the migration's phases
//             (`STATEFIX_PHASES`), and a warm run on the 1× app.
//
// Prints wall seconds (best of N runs), MB/s, peak RSS, and the ratios the README quotes.
// statefix runs as a child process (the `statefix` binary next to this one) so each run's peak
// RSS is its own.
import Foundation
import StateFixCLI
import StateFixCore
import SwiftParser
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("statefix-bench: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: statefix-bench <folder> [--runs N] [--compare OTHER-STATEFIX] [--staged N] [--sections modes,project,cache,staged,scaling,observation] [--scale 8]\n       statefix-bench --write-app DIR [--scale N]\n\nMeasures a parse-only baseline (SwiftParser, one thread) and statefix --check with and without\nthe prefilter, on every core and with --jobs 1; cold and warm cache; --staged with N changed\nfiles (in a throwaway clone); 1x/2x/4x copies of the files; and the Observation migration on a generated app at 1x/2x/4x (8x with --scale 8). Needs the statefix binary next\nto statefix-bench (swift build -c release builds both).")
    exit(0)
}
var runs = 3
var compare: String?
if let index = arguments.firstIndex(of: "--compare"), index + 1 < arguments.count {
    compare = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = max(1, value)
    arguments.removeSubrange(index...(index + 1))
}
var stagedCount = 5
if let index = arguments.firstIndex(of: "--staged"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    stagedCount = max(1, value)
    arguments.removeSubrange(index...(index + 1))
}
var sections: Set<String> = ["modes", "project", "cache", "staged", "scaling", "observation"]
// `--write-app DIR [--scale N]`: only writes the generated app (for a profiler or a direct run).
if let index = arguments.firstIndex(of: "--write-app"), index + 1 < arguments.count {
    let scale = arguments.firstIndex(of: "--scale").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? 1
    do {
        print(try SyntheticApp.write(to: arguments[index + 1], scale: max(1, scale)))
    } catch { fail("cannot generate the \(scale)× app: \(error)") }
    exit(0)
}
if let index = arguments.firstIndex(of: "--scale"), index + 1 < arguments.count {
    arguments.removeSubrange(index...(index + 1))
}
if let index = arguments.firstIndex(of: "--sections"), index + 1 < arguments.count {
    sections = Set(arguments[index + 1].split(separator: ",").map(String.init))
    arguments.removeSubrange(index...(index + 1))
}
guard arguments.count == 1 else { fail("usage: statefix-bench <folder> [--runs N] [--compare OTHER-STATEFIX] [--staged N] [--sections LIST]") }
let folder = arguments[0]
let cwd = FileManager.default.currentDirectoryPath
let (entries, problems) = SwiftFiles.collect([folder], currentDirectory: cwd)
if let problem = problems.first { fail(problem.formatted) }
let contents = entries.compactMap { FileManager.default.contents(atPath: $0.absolutePath).map([UInt8].init) }
let megabytes = Double(contents.reduce(0) { $0 + $1.count }) / 1_000_000
let lines = contents.reduce(0) { total, bytes in total + bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Peak RSS of this process so far, in MB.
func selfPeakMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

// The parse-only baseline, one thread: the denominator of every ratio.
func parseOnly() -> Double {
    let start = now()
    for bytes in contents {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        _ = tree.statements.count
    }
    return now() - start
}
let parseTimes = (0..<runs).map { _ in parseOnly() }
let parseSeconds = parseTimes.min()!
let parseRSS = selfPeakMB()

// This binary's real location (also when started from PATH), then its sibling.
let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
let executable = URL(fileURLWithPath: selfPath).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("statefix").path
guard FileManager.default.isExecutableFile(atPath: executable) else { fail("no statefix binary next to statefix-bench (\(executable)); build the package first") }

/// Runs `binary arguments` in `directory` with stdout and stderr to /dev/null; wall seconds,
/// the child's peak RSS in MB, and its exit status.
func spawn(_ arguments: [String], in directory: String? = nil, binary: String = executable) -> (seconds: Double, peakMB: Double, status: Int32) {
    var pid = pid_t()
    // `env -C DIR` changes the folder and execs statefix in the same process, so its rusage is statefix's.
    let launcher = directory == nil ? binary : "/usr/bin/env"
    let argv = ((directory.map { ["/usr/bin/env", "-C", $0] } ?? []) + [binary] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let start = now()
    guard posix_spawn(&pid, launcher, &actions, nil, argv, environ) == 0 else { fail("cannot start \(binary)") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    return (now() - start, Double(usage.ru_maxrss) / 1024, (status >> 8) & 0xff)
}

/// `statefix --check --quiet --no-color extra… path` (the folder by default).
func runChild(_ extra: [String], path: String = folder, in directory: String? = nil, binary: String = executable)
    -> (seconds: Double, peakMB: Double, status: Int32) {
    spawn(["--check", "--quiet", "--no-color"] + extra + [path], in: directory, binary: binary)
}

struct Row {
    var name: String
    var seconds: Double
    var peakMB: Double
}

/// Best time and highest peak of `runs` runs of `body`, which returns one run's measurement;
/// `prepare` runs before each (untimed).
func best(_ name: String, prepare: () -> Void = {}, _ body: () -> (seconds: Double, peakMB: Double, status: Int32)) -> Row {
    var row = Row(name: name, seconds: .infinity, peakMB: 0)
    for _ in 0..<runs {
        prepare()
        let result = body()
        if result.status == 2 { fail("\(name) exited with status 2 (a file could not be read or parsed)") }
        row.seconds = min(row.seconds, result.seconds)
        row.peakMB = max(row.peakMB, result.peakMB)
    }
    return row
}

func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
func table(_ rows: [Row], megabytes: Double) {
    print("| mode | wall s | MB/s | peak RSS MB | × parse-only |")
    print("|---|---:|---:|---:|---:|")
    for row in rows {
        print("| \(row.name) | \(format(row.seconds, 2)) | \(format(megabytes / row.seconds, 1)) | \(format(row.peakMB, 0)) | \(format(row.seconds / parseSeconds, 3)) |")
    }
}
let fileManager = FileManager.default
let scratch = fileManager.temporaryDirectory.appendingPathComponent("statefix-bench-\(getpid())").path
try? fileManager.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? fileManager.removeItem(atPath: scratch) }
func freshFolder(_ name: String) -> String {
    let path = scratch + "/" + name
    try? fileManager.removeItem(atPath: path)
    try? fileManager.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
func shell(_ arguments: [String], in directory: String) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard let data = try? process.runToExit(whileRunning: { pipe.fileHandleForReading.readDataToEndOfFile() }) else { return (127, "") }
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

print("statefix-bench: \(folder): \(entries.count) files, \(format(megabytes, 1)) MB, \(lines) lines; best of \(runs) runs; "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores\n")
print("parse-only (SwiftParser, 1 thread): \(format(parseSeconds, 2)) s, \(format(megabytes / parseSeconds, 1)) MB/s, \(format(parseRSS, 0)) MB\n")

if let compare {
    guard fileManager.isExecutableFile(atPath: compare) else { fail("--compare: \(compare) is not an executable") }
    // The two builds alternate, so that a machine whose speed drifts slows both alike.
    for (name, extra) in [("--check", [String]()), ("--check --enable observation", ["--enable", "observation"])] {
        var mine = (Double.infinity, 0.0), other = (Double.infinity, 0.0)
        for _ in 0..<runs {
            let a = runChild(["--no-cache"] + extra), b = runChild(["--no-cache"] + extra, binary: compare)
            mine = (min(mine.0, a.seconds), max(mine.1, a.peakMB))
            other = (min(other.0, b.seconds), max(other.1, b.peakMB))
        }
        print("compare: this statefix \(name) \(format(mine.0, 2)) s, \(format(mine.1, 0)) MB; \(compare) \(name) \(format(other.0, 2)) s, "
              + "\(format(other.1, 0)) MB; time ratio \(format(mine.0 / other.0, 3)), memory ratio \(format(mine.1 / other.1, 3))")
    }
    print("")
}

var coldCheck: Row?
if sections.contains("modes") {
    let modes: [(String, [String])] = [
        ("statefix --check", []),
        ("statefix --check --jobs 1", ["--jobs", "1"]),
        ("statefix --check --no-prefilter", ["--no-prefilter"]),
        ("statefix --check --no-prefilter --jobs 1", ["--no-prefilter", "--jobs", "1"]),
        ("statefix --check --enable observation", ["--enable", "observation"]),
    ]
    let rows = modes.map { name, extra in best(name) { runChild(["--no-cache"] + extra) } }
    coldCheck = rows[0]
    print("## modes (no cache)\n")
    table(rows, megabytes: megabytes)
    print("\nspeed-up from \(ProcessInfo.processInfo.activeProcessorCount) jobs: \(format(rows[3].seconds / rows[2].seconds, 2))× without prefilter, "
          + "\(format(rows[1].seconds / rows[0].seconds, 2))× with it")
    print("statefix --check / parse-only: \(format(rows[0].seconds / parseSeconds, 3))")
    // The same ratio from runs that each follow a parse-only pass: on a machine whose speed
    // drifts during a benchmark (shared cores), both sides of a pair drift alike.
    let pairs = (0..<runs).map { _ in runChild(["--no-cache"]).seconds / parseOnly() }.sorted()
    print("statefix --check / parse-only, \(runs) alternating pairs: median \(format(pairs[pairs.count / 2], 3)), "
          + "best \(format(pairs[0], 3)), worst \(format(pairs[pairs.count - 1], 3))")
    print("observation migration planning / statefix --check: \(format(rows[4].seconds / rows[0].seconds, 2))\n")
}

// What reading the projects costs (`ProjectModel`: finding the manifests, reading them, each
// file's targets): the `project settings` phase against the CPU of the whole cold `--check`.
if sections.contains("project") {
    var shares: [(phase: Double, total: Double)] = []
    for _ in 0..<runs {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--check", "--quiet", "--no-color", "--no-cache", folder]
        process.environment = ProcessInfo.processInfo.environment.merging(["STATEFIX_PHASES": "1"]) { $1 }
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        var before = rusage(), after = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &before)
        guard (try? process.run()) != nil else { fail("cannot start \(executable)") }
        let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        getrusage(RUSAGE_CHILDREN.rawValue, &after)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let total = seconds(after.ru_utime) + seconds(after.ru_stime) - seconds(before.ru_utime) - seconds(before.ru_stime)
        // `statefix: phase project settings: 0.09 s wall, 0.09 s CPU, 49 MB peak, 0 parses`
        guard let line = log.split(separator: "\n").first(where: { $0.hasPrefix("statefix: phase project settings: ") }) else { continue }
        let numbers = line.dropFirst("statefix: phase project settings: ".count).split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        if numbers.count >= 2 { shares.append((numbers[1], total)) }
    }
    print("## project settings (cold --check, CPU of every thread)\n")
    for (phase, total) in shares { print("- project settings \(format(phase, 3)) s of \(format(total, 2)) s: \(format(100 * phase / total, 1)) %") }
    if let best = shares.min(by: { $0.phase / $0.total < $1.phase / $1.total }) { print("\nbest share: \(format(100 * best.phase / best.total, 1)) %\n") }
}

if sections.contains("cache") {
    let cache = scratch + "/cache"
    let cold = best("statefix --check, cold cache", prepare: { _ = freshFolder("cache") }) { runChild(["--cache-path", cache]) }
    _ = runChild(["--cache-path", cache])
    let warm = best("statefix --check, warm cache") { runChild(["--cache-path", cache]) }
    coldCheck = coldCheck ?? cold
    print("## cache\n")
    table([cold, warm], megabytes: megabytes)
    print("\nwarm / cold --check: \(format(warm.seconds / cold.seconds, 3))\n")
}

if sections.contains("staged") {
    // A throwaway repository with the folder's Swift files, committed (a clone would need every
    // blob of the original; this needs only what statefix reads).
    let clone = freshFolder("staged")
    let absoluteFolder = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: cwd + "/")).standardizedFileURL.resolvingSymlinksInPath().path
    var relativePaths: [String] = []
    for entry in entries where entry.absolutePath.hasPrefix(absoluteFolder + "/") {
        let relative = String(entry.absolutePath.dropFirst(absoluteFolder.count + 1))
        let target = clone + "/" + relative
        try? fileManager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = fileManager.createFile(atPath: target, contents: fileManager.contents(atPath: entry.absolutePath))
        relativePaths.append(relative)
    }
    let git = ["git", "-c", "user.name=bench", "-c", "user.email=bench@example.com", "-c", "commit.gpgsign=false"]
    _ = shell(git + ["init", "-q"], in: clone)
    _ = shell(git + ["add", "."], in: clone)
    _ = shell(git + ["commit", "-qm", "base"], in: clone)
    // The files changed: the most recently committed Swift files of the original repository,
    // else the first by path.
    let root = shell(["git", "-C", absoluteFolder, "rev-parse", "--show-toplevel"], in: cwd).output.trimmingCharacters(in: .whitespacesAndNewlines)
    let prefix = root.isEmpty || root == absoluteFolder ? "" : String(absoluteFolder.dropFirst(root.count + 1)) + "/"
    let recent = root.isEmpty ? [] : shell(["git", "-C", root, "log", "--format=", "--name-only", "-n", "400", "--", "*.swift"], in: cwd).output
        .split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    let known = Set(relativePaths)
    var changed: [String] = []
    for path in recent + relativePaths.sorted() where !changed.contains(path) && known.contains(path) {
        changed.append(path)
        if changed.count == stagedCount { break }
    }
    do {
        let originals = changed.map { fileManager.contents(atPath: clone + "/" + $0)! }
        func change() {
            for (path, original) in zip(changed, originals) {
                _ = fileManager.createFile(atPath: clone + "/" + path, contents: original + Data("// statefix-bench: a staged change\n".utf8))
            }
            _ = shell(["git", "add", "--"] + changed, in: clone)
        }
        func undo() {
            _ = shell(["git", "reset", "-q"], in: clone)
            for (path, original) in zip(changed, originals) { _ = fileManager.createFile(atPath: clone + "/" + path, contents: original) }
        }
        let cache = scratch + "/staged-cache"
        let fullCold = best("statefix --check (whole repository), cold cache", prepare: { _ = freshFolder("staged-cache") }) {
            runChild(["--cache-path", cache], path: ".", in: clone)
        }
        change()
        let stagedCold = best("statefix --staged --check, \(changed.count) files, cold cache", prepare: { _ = freshFolder("staged-cache") }) {
            spawn(["--staged", "--check", "--quiet", "--no-color", "--cache-path", cache], in: clone)
        }
        let stagedWarm = best("statefix --staged --check, \(changed.count) files, warm cache", prepare: {
            _ = freshFolder("staged-cache")
            undo()
            _ = runChild(["--cache-path", cache], path: ".", in: clone)
            change()
        }) {
            spawn(["--staged", "--check", "--quiet", "--no-color", "--cache-path", cache], in: clone)
        }
        undo()
        print("## staged (\(changed.count) changed files: \(changed.joined(separator: ", ")))\n")
        table([fullCold, stagedCold, stagedWarm], megabytes: megabytes)
        print("\nstaged warm / cold full --check: \(format(stagedWarm.seconds / fullCold.seconds, 3)); "
              + "staged cold / cold full --check: \(format(stagedCold.seconds / fullCold.seconds, 3))\n")
    }
}

if sections.contains("scaling") {
    var rows: [Row] = []
    for copies in [1, 2, 4] {
        let base = freshFolder("scaling")
        for copy in 1...copies {
            for entry in entries {
                let target = base + "/copy\(copy)" + entry.absolutePath
                try? fileManager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = fileManager.createFile(atPath: target, contents: fileManager.contents(atPath: entry.absolutePath))
            }
        }
        rows.append(best("\(copies)× (\(entries.count * copies) files), --check, no cache") { runChild(["--no-cache", "--no-ignore"], path: base) })
    }
    print("## scaling\n")
    print("| step | wall s | peak RSS MB | time / 1× | memory / 1× |")
    print("|---|---:|---:|---:|---:|")
    for row in rows {
        print("| \(row.name) | \(format(row.seconds, 2)) | \(format(row.peakMB, 0)) | \(format(row.seconds / rows[0].seconds, 2)) | \(format(row.peakMB / rows[0].peakMB, 2)) |")
    }
    print("")
}

// The Observation migration at scale: a generated app (`SyntheticApp`, shaped like a large app
// half-way through its migration) at 1×, 2×, 4× (and 8× with --scale 8), and the folder given.
// Each: `--check` and `--check --enable observation`, cold, CPU seconds of every thread and
// peak RSS; the migration's phases (`STATEFIX_PHASES`) of its run; then a warm migration run.
if sections.contains("observation") {
    struct Measured {
        var cpu: Double, wall: Double, peakMB: Double
        var phases: [(name: String, cpu: Double, peakMB: Double)]
    }
    /// One statefix run with its stderr kept, for the phase lines.
    func measured(_ arguments: [String], path: String) -> Measured {
        let log = scratch + "/phases.log"
        var pid = pid_t()
        let argv = ([executable, "--check", "--quiet", "--no-color"] + arguments + [path]).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let pairs: [String] = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" } + ["STATEFIX_PHASES=1"]
        let environment: [UnsafeMutablePointer<CChar>?] = pairs.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        let start = now()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0 else { fail("cannot start \(executable)") }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let wall = now() - start
        if (status >> 8) & 0xff == 2 { fail("statefix \(arguments.joined(separator: " ")) \(path) exited with status 2") }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        // `statefix: phase NAME: 1.23 s wall, 2.34 s CPU, 56 MB peak`
        let phases = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { line -> (String, Double, Double)? in
            guard line.hasPrefix("statefix: phase "), let colon = line.range(of: ": ", options: .backwards) else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 16)..<colon.lowerBound])
            let numbers = line[colon.upperBound...].split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
            return numbers.count >= 3 ? (name, numbers[1], numbers[2]) : nil
        }
        return Measured(cpu: cpu, wall: wall, peakMB: Double(usage.ru_maxrss) / 1024, phases: phases.map { (name: $0.0, cpu: $0.1, peakMB: $0.2) })
    }
    /// The best (least CPU) of `runs` runs; the highest peak.
    func bestOf(_ arguments: [String], path: String, prepare: () -> Void = {}) -> Measured {
        var found: Measured?
        var peak = 0.0
        for _ in 0..<runs {
            prepare()
            let run = measured(arguments, path: path)
            peak = max(peak, run.peakMB)
            if found == nil || run.cpu < found!.cpu { found = run }
        }
        found!.peakMB = peak
        return found!
    }
    var scales = [1, 2, 4]
    if let index = CommandLine.arguments.firstIndex(of: "--scale"), index + 1 < CommandLine.arguments.count, let top = Int(CommandLine.arguments[index + 1]), top >= 8 {
        scales.append(8)
    }
    print("## observation (--check vs --check --enable observation, cold, CPU of every thread)\n")
    print("| app | files | MB | --check CPU s | peak MB | + observation CPU s | peak MB | observation / check | wall s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    var observationRuns: [(label: String, run: Measured)] = []
    func row(_ label: String, path: String, files: Int, bytes: Int, extra: [String]) {
        let check = bestOf(["--no-cache"] + extra, path: path)
        let observation = bestOf(["--no-cache", "--enable", "observation"] + extra, path: path)
        observationRuns.append((label, observation))
        print("| \(label) | \(files) | \(format(Double(bytes) / 1_000_000, 1)) | \(format(check.cpu, 2)) | \(format(check.peakMB, 0)) | "
              + "\(format(observation.cpu, 2)) | \(format(observation.peakMB, 0)) | \(format(observation.cpu / check.cpu, 2)) | \(format(observation.wall, 2)) |")
    }
    var generated: [Int: String] = [:]
    for scale in scales {
        let app = freshFolder("synthetic-\(scale)x")
        try? fileManager.removeItem(atPath: app)
        let summary: SyntheticApp.Summary
        do { summary = try SyntheticApp.write(to: app, scale: scale) } catch { fail("cannot generate the \(scale)× app: \(error)") }
        generated[scale] = app
        row("generated \(scale)× (\(summary.observableObjectClasses) ObservableObject classes, \(summary.observableFiles) @Observable files)",
            path: app, files: summary.files, bytes: summary.bytes, extra: ["--no-ignore", "--min-ios", "17"])
    }
    row(folder, path: folder, files: entries.count, bytes: contents.reduce(0) { $0 + $1.count }, extra: [])
    let first = observationRuns[0].run
    print("\nscaling of --enable observation from 1×: " + observationRuns.prefix(scales.count).map { label, run in
        "\(label.split(separator: " ").prefix(2).joined(separator: " ")): time \(format(run.cpu / first.cpu, 2))×, memory \(format(run.peakMB / first.peakMB, 2))×"
    }.joined(separator: "; "))
    print("\n### phases of --enable observation (CPU s; peak MB when the phase ended)\n")
    let names = observationRuns.flatMap { $0.run.phases.map(\.name) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    print("| phase | " + observationRuns.map { $0.label.split(separator: " ").prefix(2).joined(separator: " ") }.joined(separator: " | ") + " |")
    print("|---|" + String(repeating: "---:|", count: observationRuns.count))
    for name in names {
        print("| \(name) | " + observationRuns.map { entry in
            entry.run.phases.first { $0.name == name }.map { "\(format($0.cpu, 2)) (\(format($0.peakMB, 0)))" } ?? ""
        }.joined(separator: " | ") + " |")
    }
    // Warm: the cache a cold run of the same app left (facts and results); then with only the
    // stored results removed, so the engine runs on cached facts.
    let app = generated[1]!
    let cache = scratch + "/observation-cache"
    let arguments = ["--enable", "observation", "--no-ignore", "--min-ios", "17", "--cache-path", cache]
    let cold = bestOf(arguments, path: app, prepare: { try? fileManager.removeItem(atPath: cache) })
    let warm = bestOf(arguments, path: app)
    let facts = bestOf(arguments, path: app, prepare: { try? fileManager.removeItem(atPath: cache + "/results") })
    print("\n1× --enable observation with a cache: cold \(format(cold.cpu, 2)) s CPU; warm \(format(warm.cpu, 2)) s (\(format(warm.cpu / cold.cpu, 3))× cold); "
          + "on cached facts (no stored result) \(format(facts.cpu, 2)) s (\(format(facts.cpu / cold.cpu, 3))× cold)\n")
}
