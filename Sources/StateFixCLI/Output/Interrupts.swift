import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary file of a write in progress when the process is interrupted (SIGINT,
/// SIGTERM, SIGHUP), so an interrupted run leaves neither a temporary file nor a half-written
/// file behind (the original is replaced only by an atomic rename).
enum Interrupts {
    nonisolated(unsafe) private static var temporary: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var installed = false

    static func guardTemporary(_ path: [CChar]) {
        if !installed {
            installed = true
            for interrupt in [SIGINT, SIGTERM, SIGHUP] {
                _ = signal(interrupt) { number in
                    if let path = Interrupts.temporary { unlink(path) }
                    _ = signal(number, SIG_DFL)
                    raise(number)
                }
            }
        }
        temporary = strdup(path)
    }

    static func releaseTemporary() {
        let old = temporary
        temporary = nil
        free(old)
    }
}
