import Foundation

package extension Process {
    /// Starts the process, calls `whileRunning` (feed its stdin, read its pipes) and returns
    /// that result once the process has exited. Throws what `run()` throws.
    ///
    /// Not `waitUntilExit()`: swift-corelibs-foundation's polls the run loop in 50 ms steps
    /// (kareman/SwiftShell #101), which cost every git call 50 ms (a pre-commit run makes
    /// nine); the termination handler runs as soon as the process exits.
    func runToExit<T>(whileRunning: () -> T) throws -> T {
        let exited = DispatchSemaphore(value: 0)
        terminationHandler = { _ in exited.signal() }
        try run()
        let result = whileRunning()
        exited.wait()
        return result
    }
}
