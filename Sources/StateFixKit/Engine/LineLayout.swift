import SwiftSyntax

/// Line-level facts used by fixes that insert or move whole lines, so that inserted lines
/// copy their neighbours' indentation and line ending and no two statements are joined.
enum LineLayout {
    /// True when `node` starts its line (only indentation before it).
    static func startsLine(_ node: some SyntaxProtocol, in file: SourceFile) -> Bool {
        file.onlyWhitespaceBefore(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The offset just past the line terminator ending `node`'s last line, when nothing but
    /// spaces or a `//` comment follows the node on that line; else nil.
    static func lineEnd(after node: some SyntaxProtocol, in file: SourceFile) -> Int? {
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let next = file.nextLineStart(end)
        var rest = file.text(end..<next)
        rest = String(rest.drop { $0 == " " || $0 == "\t" })
        let ok = rest.isEmpty || rest.hasPrefix("//") || rest.first.map { $0.isNewline } == true
        return ok && next <= file.bytes.count && next > end ? next : nil
    }

    /// Re-indents every line after the first of `text` from `old` to `new` indentation
    /// (lines that do not start with `old`, such as blank lines, are left alone). Line
    /// terminators become `lineEnding`. Continuation lines of a multi-line string literal
    /// all move by the same amount, so its value is unchanged.
    static func reindent(_ text: String, from old: String, to new: String, lineEnding: String) -> String {
        var lines: [Substring] = []
        var current = Substring("")
        var iterator = text[...]
        while let index = iterator.firstIndex(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            current = iterator[..<index]
            lines.append(current)
            iterator = iterator[iterator.index(after: index)...]
        }
        lines.append(iterator)
        return lines.enumerated().map { index, line in
            guard index > 0, !line.trimmingCharacters(in: " \t").isEmpty, line.hasPrefix(old) else { return String(line) }
            return new + line.dropFirst(old.count)
        }.joined(separator: lineEnding)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return result
    }
}
