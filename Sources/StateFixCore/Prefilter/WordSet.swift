/// A set of identifiers to find in source bytes as whole words, in one pass over the bytes
/// whatever the number of words: each identifier of the text is hashed as it is read and looked
/// up in an open-addressing table of the words' bytes (no `String` per identifier).
///
/// `Prefilter.mentionsAny` searches for each name with `memchr`, which is fastest for a few
/// names; with hundreds (the owners of an app's wrapper sites, the names a large app's plan
/// asks about) that is one pass per name, and the cost grows with names × bytes.
package struct WordSet: Sendable {
    /// The words, as given (their positions are the indices `forEachWord` reports).
    package let words: [String]
    private let bytes: [[UInt8]]
    /// Index + 1 into `words` of each slot (0: empty); the table's size is a power of two.
    private let slots: [Int32]
    private let mask: Int
    /// Bit `n` is set when some word has `n` bytes (`n` < 64); longer words set bit 63.
    private let lengths: UInt64

    package init(_ words: some Sequence<String>) {
        var unique: [String] = []
        var seen = Set<String>()
        for word in words where !word.isEmpty && seen.insert(word).inserted { unique.append(word) }
        self.words = unique
        bytes = unique.map { Array($0.utf8) }
        var size = 8
        while size < unique.count * 3 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        var lengths: UInt64 = 0
        for (index, word) in bytes.enumerated() {
            lengths |= 1 << UInt64(min(word.count, 63))
            var slot = word.withUnsafeBufferPointer { Self.hash($0, 0..<$0.count) } & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
        mask = size - 1
        self.lengths = lengths
    }

    package var isEmpty: Bool { words.isEmpty }

    /// FNV-1a of `buffer[range]`.
    private static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in range {
            hash ^= UInt64(buffer[i])
            hash = hash &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// The index in `words` of `buffer[range]`, or nil.
    private func lookup(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard lengths & (1 << UInt64(min(range.count, 63))) != 0 else { return nil }
        var slot = Self.hash(buffer, range) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            let word = bytes[entry - 1]
            if word.count == range.count, word.withUnsafeBufferPointer({ memcmpEqual($0, buffer, range) }) { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    private func memcmpEqual(_ word: UnsafeBufferPointer<UInt8>, _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var j = range.lowerBound
        for byte in word {
            if byte != buffer[j] { return false }
            j += 1
        }
        return true
    }

    /// Calls `body` with the index in `words` and the UTF-8 offset of each whole-word
    /// occurrence of a word in `bytes` (identifier bytes as `Prefilter.isIdentifierByte` says;
    /// comments and strings count too), in order, while it returns true.
    package func forEachOccurrence(in bytes: [UInt8], _ body: (_ word: Int, _ offset: Int) -> Bool) {
        guard !words.isEmpty else { return }
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            let count = buffer.count
            while i < count {
                guard Prefilter.isIdentifierByte(buffer[i]) else { i += 1; continue }
                var end = i + 1
                while end < count, Prefilter.isIdentifierByte(buffer[end]) { end += 1 }
                if let word = lookup(buffer, i..<end), !body(word, i) { return }
                i = end
            }
        }
    }

    /// The indices in `words` of the words that occur in `bytes` as whole words.
    package func occurring(in bytes: [UInt8]) -> Set<Int> {
        var found = Set<Int>()
        forEachOccurrence(in: bytes) { word, _ in
            found.insert(word)
            return found.count < words.count
        }
        return found
    }

    /// True when some word occurs in `bytes` as a whole word.
    package func occurs(in bytes: [UInt8]) -> Bool {
        var found = false
        forEachOccurrence(in: bytes) { _, _ in
            found = true
            return false
        }
        return found
    }
}
