import StateFixCore
import Testing

/// `WordSet` finds what `Prefilter.mentionsAny` finds, one name at a time, in one pass.
@Suite("Word sets")
struct WordSetTests {
    /// A deterministic stream of identifiers and text around them (a linear congruential
    /// generator: the test needs variety, not quality).
    struct Stream {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func word() -> String {
            let letters = Array("abcRowPaneXyz_9é")
            return String((0..<(1 + Int(next() % 9))).map { _ in letters[Int(next() % UInt64(letters.count))] })
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
