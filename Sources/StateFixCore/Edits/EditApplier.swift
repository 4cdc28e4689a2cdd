/// Applies the edits of one file to its bytes, once.
package enum EditApplier {
    /// The order edits are applied in: by start offset; at the same offset insertions before a
    /// replacement that starts there; otherwise the order given. Returns positions in `edits`.
    package static func order(_ edits: [FileEdit]) -> [Int] {
        edits.indices.sorted { lhs, rhs in
            let (a, b) = (edits[lhs].range, edits[rhs].range)
            if a.lowerBound != b.lowerBound { return a.lowerBound < b.lowerBound }
            if a.isEmpty != b.isEmpty { return a.isEmpty }
            return lhs < rhs
        }
    }

    /// Applies `edits` (all of one file, none overlapping) to `bytes`, in `order(edits)`.
    /// - Precondition: no two edits overlap (see `FileEdit.overlaps`).
    package static func apply(_ edits: [FileEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var cursor = 0
        for position in order(edits) {
            let edit = edits[position]
            precondition(edit.range.lowerBound >= cursor && edit.range.upperBound <= bytes.count, "overlapping or out-of-range edits")
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return result
    }
}

/// The accepted edits of one file, sorted by (start, end), for overlap checks in O(log n).
///
/// Accepted edits never overlap: at one offset there are insertions and at most one
/// replacement starting there, so sorted by (start, end) their ends never decrease. Scanning
/// back from the last edit that starts before a new edit ends, the first one that ends before
/// the new edit starts ends the search.
package struct EditIndex {
    private var edits: [FileEdit] = []

    package init() {}

    /// Position of the first edit at or after (start, end) in the sort order.
    private func position(start: Int, end: Int) -> Int {
        var low = 0, high = edits.count
        while low < high {
            let middle = (low + high) / 2
            let range = edits[middle].range
            if (range.lowerBound, range.upperBound) < (start, end) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// True when `edit` overlaps an edit already here.
    package func overlaps(_ edit: FileEdit) -> Bool {
        firstOverlap(with: edit) != nil
    }

    /// The first edit here (scanning back from the end of `edit`) that overlaps it, if any.
    package func firstOverlap(with edit: FileEdit) -> FileEdit? {
        var index = position(start: edit.range.upperBound + 1, end: Int.min) - 1
        while index >= 0 {
            let other = edits[index]
            if other.overlaps(edit) { return other }
            if other.range.upperBound <= edit.range.lowerBound { break }
            index -= 1
        }
        return nil
    }

    package mutating func insert(_ edit: FileEdit) {
        edits.insert(edit, at: position(start: edit.range.lowerBound, end: edit.range.upperBound))
    }
}
