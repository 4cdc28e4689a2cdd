import StateFixCore
import StateFixTestSupport
import SwiftSyntax
import Testing

@Suite("Edits")
struct EditTests {
    static func edit(_ range: Range<Int>, _ text: String, file: Int = 0) -> FileEdit {
        FileEdit(file: file, range: range, replacement: text)
    }

    @Test func overlapRules() {
        #expect(Self.edit(0..<3, "").overlaps(Self.edit(2..<4, "")))
        #expect(!Self.edit(0..<3, "").overlaps(Self.edit(3..<4, "")), "touching ranges do not overlap")
        #expect(!Self.edit(3..<3, "a").overlaps(Self.edit(3..<3, "b")), "insertions at one offset do not overlap")
        #expect(!Self.edit(3..<3, "a").overlaps(Self.edit(3..<6, "")), "an insertion at the start of a range does not overlap it")
        #expect(!Self.edit(6..<6, "a").overlaps(Self.edit(3..<6, "")), "nor one at its end")
        #expect(Self.edit(4..<4, "a").overlaps(Self.edit(3..<6, "")), "an insertion inside a range overlaps it")
        #expect(!Self.edit(0..<3, "", file: 0).overlaps(Self.edit(0..<3, "", file: 1)), "edits of different files never overlap")
    }

    @Test func applierOrder() {
        let bytes = Array("abcdef".utf8)
        // Insertions at one offset keep their order and come before a replacement starting there.
        let edits = [Self.edit(2..<4, "X"), Self.edit(2..<2, "1"), Self.edit(2..<2, "2"), Self.edit(6..<6, "!"), Self.edit(0..<1, "")]
        #expect(String(decoding: EditApplier.apply(edits, to: bytes), as: UTF8.self) == "b12Xef!")
        #expect(EditApplier.order(edits) == [4, 1, 2, 0, 3])
        #expect(EditApplier.apply([], to: bytes) == bytes)
    }

    @Test func editIndexFindsOverlapsInLogarithmicSearch() {
        var index = EditIndex()
        for start in stride(from: 0, to: 1000, by: 10) { index.insert(Self.edit(start..<(start + 5), "")) }
        #expect(index.firstOverlap(with: Self.edit(503..<507, "")) == Self.edit(500..<505, ""))
        #expect(!index.overlaps(Self.edit(505..<510, "")), "the gap between two edits is free")
        #expect(!index.overlaps(Self.edit(505..<505, "x")))
        #expect(index.overlaps(Self.edit(0..<2000, "")))
        #expect(!index.overlaps(Self.edit(995..<995, "x")))
    }

    /// An insertion and a replacement that start at one offset: an edit inside the replacement
    /// must still be found, whichever was inserted first.
    @Test func editIndexWithAnInsertionAtAReplacementsStart() {
        for insertionFirst in [true, false] {
            var index = EditIndex()
            let pair = [Self.edit(3..<3, "a"), Self.edit(3..<6, "b")]
            for edit in insertionFirst ? pair : pair.reversed() { index.insert(edit) }
            #expect(index.firstOverlap(with: Self.edit(4..<5, "")) == Self.edit(3..<6, "b"))
            #expect(index.overlaps(Self.edit(5..<5, "x")))
            #expect(!index.overlaps(Self.edit(6..<6, "x")))
        }
    }

    /// The index agrees with a pairwise check on random edits.
    @Test func editIndexAgreesWithPairwiseChecks() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<300 {
            var index = EditIndex()
            var accepted: [FileEdit] = []
            for _ in 0..<30 {
                let start = random.below(40)
                let edit = Self.edit(start..<(start + random.below(3) * random.below(3)), "x")
                let expected = accepted.contains { $0.overlaps(edit) }
                #expect(index.overlaps(edit) == expected, "\(edit.range) against \(accepted.map(\.range))")
                if !expected { index.insert(edit); accepted.append(edit) }
            }
        }
    }

    @Test func nodeFactoriesUseTheNodesTrimmedRange() throws {
        let file = SourceFile(path: "A.swift", bytes: Array("let a = /* c */ 1 // t\n".utf8), index: 0)
        let literal = try #require(file.tree.statements.first?.item.as(VariableDeclSyntax.self)).bindings.first!.initializer!.value
        #expect(FileEdit.replace(literal, with: "2", in: file).range == 16..<17)
        #expect(FileEdit.insert("x", before: literal, in: file).range == 16..<16)
        #expect(FileEdit.insert("x", after: literal, in: file).range == 17..<17)
        #expect(FileEdit.remove(literal, in: file).replacement.isEmpty)
    }
}

extension Array {
    /// Consecutive pairs.
    func adjacentPairs() -> [(Element, Element)] { count < 2 ? [] : (1..<count).map { (self[$0 - 1], self[$0]) } }
}

@Suite("Edit history")
struct EditHistoryTests {
    @Test func offsetsMapBackAcrossPasses() {
        var history = EditHistory()
        // Pass 1 on "0123456789": delete "23", insert "ab" at 7.
        history.record([(FileEdit(file: 0, range: 2..<4, replacement: ""), 1), (FileEdit(file: 0, range: 7..<7, replacement: "ab"), 2)])
        // Current text: "01456ab789".
        #expect(history.originalOffset(0) == 0)
        #expect(history.originalOffset(2) == 4, "after the deletion")
        #expect(history.originalOffset(5) == 7, "the start of inserted text is its offset")
        #expect(history.originalOffset(6) == 7, "inside inserted text: the insertion point")
        #expect(history.originalOffset(7) == 7, "right after it: the original next byte")
        #expect(history.originalOffset(9) == 9)
        #expect(history.originalEdit(FileEdit(file: 0, range: 6..<6, replacement: "x")) == nil, "inside text an earlier pass wrote")
        #expect(history.originalEdit(FileEdit(file: 0, range: 4..<6, replacement: "")) == nil, "across one end of it")
        let covering = history.originalEdit(FileEdit(file: 0, range: 4..<8, replacement: "c"))
        #expect(covering?.edit.range == 6..<8 && covering?.covered == 1, "all of it and more: one edit of the original that replaces the earlier one")
        #expect(history.originalEdit(FileEdit(file: 0, range: 5..<5, replacement: "x"))?.edit.range == 7..<7, "right before it")
        #expect(history.originalEdit(FileEdit(file: 0, range: 7..<8, replacement: ""))?.edit.range == 7..<8, "right after it")
    }

    /// Random passes of random edits: the recorded edits, applied once to the original, give
    /// the same text as applying each pass to the text of the one before.
    @Test func recordedEditsReproduceEveryPass() {
        var random = SplitMix64(seed: 7)
        for round in 0..<500 {
            let original = Array((0..<(1 + random.below(40))).map { _ in UInt8(ascii: "a") + UInt8(random.below(26)) })
            var current = original
            var history = EditHistory()
            var fix = 0
            for _ in 0..<(1 + random.below(4)) {
                var index = EditIndex()
                var accepted: [(edit: FileEdit, fix: Int)] = []
                for _ in 0..<random.below(5) {
                    let start = random.below(current.count + 1)
                    let end = min(current.count, start + (random.below(3) == 0 ? 0 : random.below(4)))
                    let text = String(repeating: ["X", "Y", "Z"][random.below(3)], count: random.below(3))
                    let edit = FileEdit(file: 0, range: start..<end, replacement: text)
                    guard !edit.isNoOp, !index.overlaps(edit), history.originalEdit(edit) != nil else { continue }
                    index.insert(edit)
                    fix += 1
                    accepted.append((edit, fix))
                }
                current = EditApplier.apply(accepted.map(\.edit), to: current)
                let before = history.entries.map { "\($0.edit.range)=\($0.edit.replacement)" }
                history.record(accepted)
                let entries = history.entries.map(\.edit)
                let valid = entries.allSatisfy { $0.range.upperBound <= original.count }
                    && EditApplier.order(entries).map { entries[$0] }.adjacentPairs().allSatisfy { $0.range.upperBound <= $1.range.lowerBound }
                #expect(valid, "round \(round): entries overlap: \(before) + \(accepted.map { "\($0.edit.range)=\($0.edit.replacement)" }) -> \(entries.map { "\($0.range)=\($0.replacement)" }) on \(String(decoding: original, as: UTF8.self))")
                if !valid { return }
                let rebuilt = EditApplier.apply(entries, to: original)
                #expect(rebuilt == current, "round \(round): the history does not reproduce the passes")
                if rebuilt != current { return }
            }
        }
    }
}
