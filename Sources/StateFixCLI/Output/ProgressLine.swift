import Foundation
import StateFixCore

/// The line a long run shows on a terminal's stderr while it parses: `statefix: parsing 120/426
/// files`. It appears only after `delay` (runs that finish sooner show nothing), is redrawn at
/// most ten times a second, and is erased when parsing ends, so the report that follows starts
/// on a clean line. Never made for `--quiet`, for a stderr that is not a terminal, or for a
/// machine-read report (`StatefixCommand` decides).
final class ProgressLine: ParseProgress, @unchecked Sendable {
    private let write: (String) -> Void
    private let start = Date()
    private let delay: TimeInterval
    private let lock = NSLock()
    private var total = 0
    private var parsed = 0
    private var lastDrawn: Date?
    private var shown = false

    init(delay: TimeInterval, write: @escaping (String) -> Void) {
        self.delay = delay
        self.write = write
    }

    func willParse(_ count: Int) {
        lock.lock()
        total += count
        lock.unlock()
    }

    func didParse() {
        lock.lock()
        defer { lock.unlock() }
        parsed += 1
        let now = Date()
        guard now.timeIntervalSince(start) >= delay else { return }
        if let lastDrawn, now.timeIntervalSince(lastDrawn) < 0.1, parsed < total { return }
        lastDrawn = now
        shown = true
        // \r returns to the line's start and ESC[K erases what a longer line left.
        write("\rstatefix: parsing \(parsed)/\(total) files\u{1B}[K")
    }

    /// Shows `task` in place of the parse count once the run is past `delay` (planning the
    /// Observation migration of a large app takes seconds after the last file is parsed).
    func working(on task: String) {
        lock.lock()
        defer { lock.unlock() }
        guard Date().timeIntervalSince(start) >= delay else { return }
        lastDrawn = Date()
        shown = true
        write("\rstatefix: \(task)\u{1B}[K")
    }

    /// Erases the line, if it was shown.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { write("\r\u{1B}[K") }
        shown = false
    }
}
