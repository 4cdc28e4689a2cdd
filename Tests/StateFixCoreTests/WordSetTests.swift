import StateFixCore
import Testing

/// `WordSet` finds what `Prefilter.mentionsAny` finds, one name at a time, in one pass.
@Suite("Word sets")
struct WordSetTests {
    /// A deterministic stream of identifiers and text around them (SplitMix64).
    struct Stream {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func word() -> String {
            let letters = Array("abcRowPaneXyz_9é")
            let length = 1 + Int(next() % 9)
            return String((0..<length).map { _ in letters[Int(next() % UInt64(letters.count))] })
        }
    }

    @Test func findsEveryWholeWordThatMentionsAnyFinds() {
        var stream = Stream(state: 7)
        // Many words, so that the table has collisions and words share prefixes and lengths.
        let names = Set((0..<600).map { _ in stream.word() }.filter { $0.first.map { !$0.isNumber } ?? false })
        let words = WordSet(names)
        let separators = [" ", ".", "(", ")", "\n", "$", "`", "// ", "\"", ":", ""]
        for _ in 0..<200 {
            let text = (0..<12).map { _ in stream.word() + separators[Int(stream.next() % UInt64(separators.count))] }.joined()
            let bytes = Array(text.utf8)
            let expected = names.filter { Prefilter.mentionsAny(bytes, [$0]) }
            #expect(Set(words.occurring(in: bytes).map { words.words[$0] }) == expected, "\(text)")
            #expect(words.occurs(in: bytes) == !expected.isEmpty, "\(text)")
        }
    }

    @Test func reportsOffsetsInOrder() {
        let words = WordSet(["Row", "Pane", "Row"])
        #expect(words.words == ["Row", "Pane"])
        var found: [(String, Int)] = []
        words.forEachOccurrence(in: Array("Pane(Row) RowView Row".utf8)) { word, offset in
            found.append((words.words[word], offset))
            return true
        }
        #expect(found.map(\.0) == ["Pane", "Row", "Row"] && found.map(\.1) == [0, 5, 18])
        #expect(WordSet([String]()).occurring(in: Array("Row".utf8)).isEmpty)
    }
}
