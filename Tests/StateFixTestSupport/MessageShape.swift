import StateFixCore

/// What the words of a finding must look like, for every reporter and `grep`: a headline of at
/// most `headlineLimit` characters with no newline and no closing period (what is wrong and
/// what Xcode 27 or the migration does), and a fix summary, a reason and notes that each fit
/// on a report line of at most `lineLimit` characters (as the text report prints them:
/// `  Fix: ….`, `path:line:column: note: …`).
package enum MessageShape {
    package static let headlineLimit = 120
    package static let lineLimit = 200

    /// The room a note's `path:line:column: note: ` takes in a report line (a fixture's short
    /// path); a note's own words get the rest.
    static let notePrefix = 40

    /// Each way `finding` breaks the shape, one line each (empty when it keeps it).
    package static func problems(_ finding: Finding) -> [String] {
        var problems: [String] = []
        let headline = finding.message
        if headline.contains(where: \.isNewline) { problems.append("headline has a newline: \(headline)") }
        if headline.count > headlineLimit { problems.append("headline of \(headline.count) characters (at most \(headlineLimit)): \(headline)") }
        if headline.hasSuffix(".") && !headline.hasSuffix("...") { problems.append("headline ends with a period: \(headline)") }
        var advice: [String] = []
        if let fix = finding.fix { advice.append("  Fixed: \(fix.summary).") }
        if let reason = finding.noFixReason { advice.append("  No automatic fix: \(reason).") }
        for line in advice {
            if line.contains(where: \.isNewline) { problems.append("advice has a newline: \(line)") }
            if line.count > lineLimit { problems.append("advice line of \(line.count) characters (at most \(lineLimit)): \(line)") }
        }
        for note in finding.notes {
            if note.message.contains(where: \.isNewline) { problems.append("note has a newline: \(note.message)") }
            if note.message.count + notePrefix > lineLimit {
                problems.append("note of \(note.message.count) characters (at most \(lineLimit - notePrefix)): \(note.message)")
            }
        }
        return problems
    }
}
