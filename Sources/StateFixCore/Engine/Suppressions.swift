import SwiftSyntax

/// Suppression comments of one file:
///
///     // statefix:ignore-next-line [rule, …]   the next line
///     // statefix:ignore [rule, …]             the comment's own line
///     // statefix:ignore-file [rule, …]        the whole file
///
/// Without rule ids a comment suppresses every rule; a family id (`state`) stands for the
/// family's rules. An unknown id is reported (as a `statefix-config` warning), never
/// silently ignored. Lines are 1-based lines of the file as read.
package struct Suppressions {
    /// Rules suppressed for the whole file (`nil` entry = all rules).
    private var file: [Set<String>?] = []
    /// Rules suppressed per 1-based line.
    private var lines: [Int: [Set<String>?]] = [:]
    /// Problems found in the comments: (UTF-8 offset, message).
    package private(set) var problems: [(offset: Int, message: String)] = []

    /// Reads the suppression comments of `source`; `catalog` resolves rule and family ids.
    package init(_ source: SourceFile, catalog: RuleCatalog) {
        for token in source.transientTree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia.pieces {
                scan(piece, at: offset, in: source, catalog: catalog)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia.pieces {
                scan(piece, at: offset, in: source, catalog: catalog)
                offset += piece.sourceLength.utf8Length
            }
        }
    }

    private mutating func scan(_ piece: TriviaPiece, at offset: Int, in source: SourceFile, catalog: RuleCatalog) {
        guard case .lineComment(let text) = piece else { return }
        let body = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("statefix:") else { return }
        let words = body.dropFirst("statefix:".count).split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
        guard let directive = words.first else {
            problems.append((offset, "'// statefix:' needs ignore, ignore-next-line or ignore-file"))
            return
        }
        let ids = Array(words.dropFirst())
        var expanded = Set<String>()
        for id in ids {
            if let rules = catalog.expand(id) { expanded.formUnion(rules) } else {
                problems.append((offset, "unknown rule id '\(id)' in a suppression comment (\(catalog.hint(forUnknown: id)))"))
            }
        }
        let rules: Set<String>? = ids.isEmpty ? nil : expanded
        let line = source.location(of: offset).line
        switch directive {
        case "ignore-next-line": lines[line + 1, default: []].append(rules)
        case "ignore": lines[line, default: []].append(rules)
        case "ignore-file": file.append(rules)
        default: problems.append((offset, "unknown suppression '\(directive)' (use ignore, ignore-next-line or ignore-file)"))
        }
    }

    /// True when `rule` is suppressed on `line`.
    package func suppresses(_ rule: String, onLine line: Int) -> Bool {
        let matches = { (entry: Set<String>?) in entry == nil || entry!.contains(rule) }
        return file.contains(where: matches) || (lines[line] ?? []).contains(where: matches)
    }
}
