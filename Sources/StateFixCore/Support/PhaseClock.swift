import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Where a run's time and memory go, phase by phase (reading, parsing, per-file facts, each
/// rule's planning, accepting fixes, re-parsing between passes), for `STATEFIX_STATS` and
/// `statefix-bench`. A measurement to read, not a test: phases nest, and a phase that runs
/// several times (once per pass) adds up.
///
/// Times are wall seconds and CPU seconds of the whole process (every thread); memory is the
/// process's peak resident size in MB when the phase ended (the peak so far, so it only grows).
package final class PhaseClock: @unchecked Sendable {
    /// The clock of this process: phases are measured wherever they run, and only a run with
    /// `STATEFIX_STATS` prints them.
    package static let shared = PhaseClock()

    package struct Phase {
        package var name: String
        package var wall: Double
        package var cpu: Double
        package var peakMB: Double
        package var count: Int
        /// Trees built (full and skeleton parses, every thread) while the phase ran.
        package var parses: Int = 0
    }

    private let lock = NSLock()
    private var phases: [Phase] = []

    /// Runs `body` as the phase `name` (added to an earlier phase of that name).
    package func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let (wall, cpu, parses) = (Self.wallSeconds(), Self.cpuSeconds(), parseCount)
        defer { record(name, wall: Self.wallSeconds() - wall, cpu: Self.cpuSeconds() - cpu, parses: parseCount - parses) }
        return try body()
    }

    /// Trees built so far in this process (`SourceFile` counts each parse here).
    package var parseCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return parsesSoFar
    }
    private var parsesSoFar = 0

    /// Counts `count` parses (a tree built, full or skeleton).
    package func countParses(_ count: Int) {
        lock.lock()
        parsesSoFar += count
        lock.unlock()
    }

    private func record(_ name: String, wall: Double, cpu: Double, parses: Int) {
        let peak = Self.peakMB()
        lock.lock()
        defer { lock.unlock() }
        if let index = phases.firstIndex(where: { $0.name == name }) {
            phases[index].wall += wall
            phases[index].cpu += cpu
            phases[index].peakMB = peak
            phases[index].count += 1
            phases[index].parses += parses
        } else {
            phases.append(Phase(name: name, wall: wall, cpu: cpu, peakMB: peak, count: 1, parses: parses))
        }
    }

    /// The phases measured so far, in the order each first ended.
    package var measured: [Phase] {
        lock.lock()
        defer { lock.unlock() }
        return phases
    }

    /// One line per phase: `statefix: phase <name>: 1.23 s wall, 2.34 s CPU, 56 MB peak, 12 parses`.
    package var report: String {
        measured.map { phase in
            "statefix: phase \(phase.name): " + String(format: "%.2f s wall, %.2f s CPU, %.0f MB peak, %d parses", phase.wall, phase.cpu, phase.peakMB, phase.parses)
                + (phase.count > 1 ? " (\(phase.count) times)" : "") + "\n"
        }.joined()
    }

    #if canImport(Glibc)
    private static let selfUsage = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    private static let selfUsage = RUSAGE_SELF
    #endif

    static func wallSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// User and system time of every thread of the process.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(Self.selfUsage, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Peak resident size of the process so far, in MB (Linux reports KB, macOS bytes).
    static func peakMB() -> Double {
        var usage = rusage()
        getrusage(Self.selfUsage, &usage)
        #if canImport(Darwin)
        return Double(usage.ru_maxrss) / 1_048_576
        #else
        return Double(usage.ru_maxrss) / 1024
        #endif
    }
}
