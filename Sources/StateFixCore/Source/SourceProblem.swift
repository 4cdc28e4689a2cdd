/// A problem with one file that keeps statefix from analysing or editing it.
package struct SourceProblem: Error, Equatable, Sendable, Codable {
    /// The file's display path.
    package var path: String
    /// 1-based line, or nil when the problem is not at a position.
    package var line: Int?
    /// 1-based UTF-8 column, or nil.
    package var column: Int?
    /// One sentence, lower-case start, no trailing period.
    package var message: String
    /// `error` for a file statefix needed (exit status 2); `warning` for one no enabled rule
    /// needs (a syntax error in a file without anything a rule looks for).
    package var severity: Severity

    package init(path: String, line: Int? = nil, column: Int? = nil, message: String, severity: Severity = .error) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
    }

    /// `path:line:col: error: message` (position omitted when unknown).
    package var formatted: String {
        if let line, let column { return "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
        return "\(path): \(severity.rawValue): \(message)"
    }
}
