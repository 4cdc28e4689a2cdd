import SwiftSyntax

/// Line-level facts used by fixes that insert or move whole lines, so that inserted lines
/// copy their neighbours' indentation and line ending and no two statements are joined.
package enum LineLayout {
    /// True when `node` starts its line (only indentation before it).
    package static func startsLine(_ node: some SyntaxProtocol, in file: SourceFile) -> Bool {
        file.onlyWhitespaceBefore(node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The offset just past the line terminator ending `node`'s last line, when nothing but
    /// spaces or a `//` comment follows the node on that line; else nil.
    package static func lineEnd(after node: some SyntaxProtocol, in file: SourceFile) -> Int? {
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let next = file.nextLineStart(end)
        var rest = file.text(end..<next)
        rest = String(rest.drop { $0 == " " || $0 == "\t" })
        let ok = rest.isEmpty || rest.hasPrefix("//") || rest.first.map { $0.isNewline } == true
        return ok && next <= file.bytes.count && next > end ? next : nil
    }

    /// `text` with every line terminator replaced by `lineEnding` (the value of a multi-line
    /// string literal does not depend on its line terminators).
    package static func convertingLineEndings(_ text: String, to lineEnding: String) -> String {
        var result = ""
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" { result += lineEnding } else { result.append(character) }
        }
        return result
    }
}

extension StringProtocol {
    /// The text without the characters of `set` at either end (Foundation's version takes a
    /// `CharacterSet`; this one needs no Foundation).
    package func trimmingCharacters(in set: String) -> String {
        String(Substring(self).trimmingPrefixAndSuffix(set))
    }
}

extension Substring {
    package func trimmingPrefixAndSuffix(_ set: String) -> Substring {
        var result = self
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return result
    }
}
