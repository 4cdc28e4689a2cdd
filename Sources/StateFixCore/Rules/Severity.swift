/// How serious a finding is: `error` for code that fails to build (or link) with Xcode 27,
/// `warning` for code that builds but does not do what it says, `note` for information that
/// blocks nothing (the exit status ignores notes).
package enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case error, warning, note

    /// Errors first: the order fixes compete in, and reports sort by.
    package var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
