// statefix-bench <folder> [--runs N] [--compare OTHER-STATEFIX]: measures statefix on real code
// against a parse-only baseline, in one run, on the same files. Not a test: a measurement to
// read and to quote. With --compare, another statefix binary (an older build) runs
// `--check` on the same files, alternating with this one, so both see the same machine.
//
//   parse-only     SwiftParser over every *.swift file, one thread (the floor any tool pays)
//   check          statefix --check (prefilter on, every core)
//   check -j1      statefix --check --jobs 1
//   no-prefilter   statefix --check --no-prefilter (every file parsed), every core / --jobs 1
//   observation    statefix --check --enable observation: the migration plan on top of --check
//
// Prints files, MB, wall seconds (best of N runs), MB/s, peak RSS, and the ratios the README
// quotes. statefix runs as a child process (the `statefix` binary next to this one) so each
// mode's peak RSS is its own.
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
    print("usage: statefix-bench <folder> [--runs N]\n\nMeasures a parse-only baseline (SwiftParser, one thread) and statefix --check with and without\nthe prefilter, on every core and with --jobs 1, on the Swift files of <folder>. Needs the statefix\nbinary next to statefix-bench (swift build -c release builds both).")
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
guard arguments.count == 1 else { fail("usage: statefix-bench <folder> [--runs N] [--compare OTHER-STATEFIX]") }
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

// Parse-only baseline, one thread.
var parseTimes: [Double] = []
for _ in 0..<runs {
    let start = now()
    for bytes in contents {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        _ = tree.statements.count
    }
    parseTimes.append(now() - start)
}
let parseSeconds = parseTimes.min()!
let parseRSS = selfPeakMB()

// statefix modes, each in its own process.
// This binary's real location (also when started from PATH), then its sibling.
let selfPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
let executable = URL(fileURLWithPath: selfPath).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("statefix").path
guard FileManager.default.isExecutableFile(atPath: executable) else { fail("no statefix binary next to statefix-bench (\(executable)); build the package first") }

func runChild(_ extra: [String], binary: String = executable) -> (seconds: Double, peakMB: Double, status: Int32) {
    var pid = pid_t()
    let argv = ([binary, "--check", "--quiet", "--no-color"] + extra + [folder]).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let start = now()
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { fail("cannot start \(binary)") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    return (now() - start, Double(usage.ru_maxrss) / 1024, (status >> 8) & 0xff)
}

struct Row {
    var name: String
    var seconds: Double
    var peakMB: Double
}
var rows = [Row(name: "parse-only (SwiftParser, 1 thread)", seconds: parseSeconds, peakMB: parseRSS)]
let modes: [(String, [String])] = [
    ("statefix --check", []),
    ("statefix --check --jobs 1", ["--jobs", "1"]),
    ("statefix --check --no-prefilter", ["--no-prefilter"]),
    ("statefix --check --no-prefilter --jobs 1", ["--no-prefilter", "--jobs", "1"]),
    ("statefix --check --enable observation", ["--enable", "observation"]),
]
if let compare {
    guard FileManager.default.isExecutableFile(atPath: compare) else { fail("--compare: \(compare) is not an executable") }
    var best = (Double.infinity, Double.infinity), peak = (0.0, 0.0)
    for _ in 0..<runs {
        let mine = runChild([]), other = runChild([], binary: compare)
        best = (min(best.0, mine.seconds), min(best.1, other.seconds))
        peak = (max(peak.0, mine.peakMB), max(peak.1, other.peakMB))
    }
    print("compare: this statefix --check \(String(format: "%.2f", best.0)) s, \(String(format: "%.0f", peak.0)) MB; "
          + "\(compare) --check \(String(format: "%.2f", best.1)) s, \(String(format: "%.0f", peak.1)) MB; "
          + "time ratio \(String(format: "%.3f", best.0 / best.1)), memory ratio \(String(format: "%.3f", peak.0 / peak.1))\n")
}
for (name, extra) in modes {
    var best = Double.infinity, peak = 0.0
    for _ in 0..<runs {
        let result = runChild(extra)
        if result.status == 2 { fail("\(name) exited with status 2 (a file could not be read or parsed)") }
        best = min(best, result.seconds)
        peak = max(peak, result.peakMB)
    }
    rows.append(Row(name: name, seconds: best, peakMB: peak))
}

func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
print("statefix-bench: \(folder): \(entries.count) files, \(format(megabytes, 1)) MB, \(lines) lines; best of \(runs) runs; \(ProcessInfo.processInfo.activeProcessorCount) cores\n")
print("| mode | wall s | MB/s | peak RSS MB | × parse-only |")
print("|---|---:|---:|---:|---:|")
for row in rows {
    print("| \(row.name) | \(format(row.seconds, 2)) | \(format(megabytes / row.seconds, 1)) | \(format(row.peakMB, 0)) | \(format(row.seconds / parseSeconds, 2)) |")
}
let jobsSpeedUp = rows[4].seconds / rows[3].seconds
let prefilterJobsSpeedUp = rows[2].seconds / rows[1].seconds
print("\nspeed-up from \(ProcessInfo.processInfo.activeProcessorCount) jobs: \(format(jobsSpeedUp, 2))× without prefilter, \(format(prefilterJobsSpeedUp, 2))× with it")
print("statefix --check / parse-only: \(format(rows[1].seconds / parseSeconds, 2))")
print("observation migration planning / statefix --check: \(format(rows[5].seconds / rows[1].seconds, 2))")
