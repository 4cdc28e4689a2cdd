/// What the passes of one run did to one file, as edits of the bytes that were read.
///
/// A rule plans its edits on the text of its pass (for a later pass, the text with the fixes
/// of earlier passes applied). The engine maps each accepted edit back to the original bytes
/// here, so that reports, the JSON edits and the final output all speak of the file as read,
/// and the output is the original with every accepted edit applied once (in
/// `EditApplier.order`). An edit of a later pass may touch text an earlier edit wrote at its
/// ends (inserting right before or after it), or replace all of it (a later pass rewriting
/// `@StateObject`, which an earlier one wrote, as `@State`): the two then become one edit of
/// the original, owned by the later fix. One that would change only part of that text cannot
/// be expressed on the original bytes and is refused (`originalEdit` returns nil).
package struct EditHistory: Sendable {
    /// An accepted edit in original UTF-8 offsets, and the fix it belongs to.
    package struct Entry: Equatable, Sendable {
        package var edit: FileEdit
        package var fix: Int
        /// UTF-8 length of the replacement.
        var length: Int { edit.replacement.utf8.count }
        /// How much longer the text got.
        var growth: Int { length - edit.range.count }
    }

    /// The entries in application order (by original start; insertions before a replacement
    /// at the same offset; insertions at one offset in the order their text appears).
    package private(set) var entries: [Entry] = []

    package init() {}

    /// How many entries lie wholly before `offset` of the current text (their written text
    /// ends at or before it), and how much longer they made the text.
    private func prefix(before offset: Int) -> (count: Int, growth: Int) {
        var growth = 0
        for (position, entry) in entries.enumerated() {
            let start = entry.edit.range.lowerBound + growth
            if start + entry.length > offset { return (position, growth) }
            growth += entry.growth
        }
        return (entries.count, growth)
    }

    /// The original offset of `offset` in the current text; an offset inside text that an
    /// accepted edit wrote maps to that edit's original start.
    package func originalOffset(_ offset: Int) -> Int {
        let (count, growth) = prefix(before: offset)
        if count < entries.count {
            let entry = entries[count]
            let start = entry.edit.range.lowerBound + growth
            if offset > start { return entry.edit.range.lowerBound }
        }
        return offset - growth
    }

    /// The edit of the current text `edit` as an edit of the original bytes, with the
    /// position it takes among the entries and how many entries it replaces (the ones whose
    /// written text lies wholly inside its range); nil when it would change only part of the
    /// text an accepted edit wrote.
    package func originalEdit(_ edit: FileEdit) -> (edit: FileEdit, position: Int, covered: Int)? {
        let (count, growth) = prefix(before: edit.range.lowerBound)
        var covered = 0
        var coveredGrowth = 0
        // Entries not wholly before the edit either start at or after its end (later entries
        // start later still) or must lie wholly inside it.
        while count + covered < entries.count {
            let entry = entries[count + covered]
            let start = entry.edit.range.lowerBound + growth + coveredGrowth
            if start >= edit.range.upperBound { break }
            guard start >= edit.range.lowerBound, start + entry.length <= edit.range.upperBound else { return nil }
            coveredGrowth += entry.growth
            covered += 1
        }
        let range = (edit.range.lowerBound - growth)..<(edit.range.upperBound - growth - coveredGrowth)
        return (FileEdit(file: edit.file, range: range, replacement: edit.replacement), count, covered)
    }

    /// Records the accepted edits of one pass (planned on the current text, none overlapping,
    /// each mappable), with their fixes. Edits that change nothing are left out.
    package mutating func record(_ edits: [(edit: FileEdit, fix: Int)]) {
        let plain = edits.map(\.edit)
        var mapped: [(entry: Entry, position: Int, covered: Int)] = []
        for index in EditApplier.order(plain) where !plain[index].isNoOp {
            guard let (original, position, covered) = originalEdit(plain[index]) else {
                preconditionFailure("an edit that cannot be mapped to the original was accepted")
            }
            mapped.append((Entry(edit: original, fix: edits[index].fix), position, covered))
        }
        // Insert from the back so earlier positions stay valid; edits of this pass with the
        // same position keep their application order. An edit that rewrites earlier edits'
        // text takes their place.
        for (entry, position, covered) in mapped.reversed() { entries.replaceSubrange(position..<(position + covered), with: [entry]) }
    }
}
