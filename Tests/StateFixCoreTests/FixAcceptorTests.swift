import StateFixCore
import Testing

@Suite("Fix acceptance")
struct FixAcceptorTests {
    static let text = Array("let a = 1\nlet b = 2\n".utf8)

    static func candidate(_ id: Int, _ edits: [(Range<Int>, String)], rule: String = "r", severity: Severity = .warning,
                          offset: Int = 0, requires: [Int] = [], blocked: String? = nil) -> FixAcceptor.Candidate {
        FixAcceptor.Candidate(fix: Fix(id: id, summary: "fix \(id)", edits: edits.map { FileEdit(file: 0, range: $0.0, replacement: $0.1) },
                                       requires: requires),
                              ruleID: rule, severity: severity, file: 0, offset: offset, blocked: blocked)
    }

    static func accept(_ candidates: [FixAcceptor.Candidate], check: @escaping (FileEdit, String) -> String? = { _, _ in nil }) -> FixAcceptor.Outcome {
        FixAcceptor(text: { _ in text }, check: check).accept(candidates)
    }

    @Test func priorityErrorsFirstThenRuleThenPosition() {
        let order = FixAcceptor.order([
            Self.candidate(1, [], rule: "b", severity: .warning, offset: 0),
            Self.candidate(2, [], rule: "a", severity: .warning, offset: 5),
            Self.candidate(3, [], rule: "z", severity: .error, offset: 9),
            Self.candidate(4, [], rule: "a", severity: .warning, offset: 1),
        ]).map(\.fix.id)
        #expect(order == [3, 4, 2, 1])
    }

    @Test func requiredFixesGoFirstAndTheirWithholdingSpreads() {
        let order = FixAcceptor.order([Self.candidate(1, [], severity: .error, requires: [2]), Self.candidate(2, [], severity: .note)]).map(\.fix.id)
        #expect(order == [2, 1], "a fix is considered right after the fixes it requires")
        let outcome = Self.accept([Self.candidate(1, [(4..<5, "x")], requires: [2]), Self.candidate(2, [(0..<3, "var")], blocked: "suppressed")])
        #expect(outcome.accepted.isEmpty)
        #expect(outcome.rejected[2] == .blocked("suppressed"))
        #expect(outcome.rejected[1] == .needs(fix: 2))
    }

    @Test func theFirstFixToClaimBytesKeepsThem() {
        let outcome = Self.accept([
            Self.candidate(1, [(8..<9, "10")], rule: "b"),
            Self.candidate(2, [(8..<9, "20")], rule: "a"),
            Self.candidate(3, [(18..<19, "3")], rule: "c"),
        ])
        #expect(outcome.accepted == [2, 1, 3].filter { $0 != 1 })
        #expect(outcome.rejected[1] == .overlaps(fix: 2))
        #expect(outcome.outputs[0].map { String(decoding: $0.bytes, as: UTF8.self) } == "let a = 20\nlet b = 3\n")
    }

    @Test func aFixWhoseOwnEditsOverlapIsWithheld() {
        let outcome = Self.accept([Self.candidate(1, [(0..<5, ""), (3..<7, "")])])
        #expect(outcome.rejected[1] == .overlapsItself)
    }

    @Test func refusedEditsWithholdTheWholeFix() {
        let outcome = Self.accept([Self.candidate(1, [(0..<3, "var"), (10..<13, "var")])], check: { edit, _ in
            edit.range.lowerBound >= 10 ? "outside" : nil
        })
        #expect(outcome.rejected[1] == .refused("outside"))
        #expect(outcome.outputs.isEmpty, "all or nothing")
    }

    /// A fix that breaks the parse is withheld with every fix touching that file, the round is
    /// redone, and a fix an earlier round lost to an overlap may win now.
    @Test func parseFailuresWithholdAndTheRoundStartsAgain() {
        let outcome = Self.accept([
            Self.candidate(1, [(4..<5, "(")], rule: "a"),
            Self.candidate(2, [(4..<5, "c")], rule: "b"),
        ])
        #expect(outcome.rejected[1] == .wouldNotParse(file: 0))
        #expect(outcome.accepted == [2], "the overlapping fix is accepted once the broken one is out")
        #expect(outcome.outputs[0].map { String(decoding: $0.bytes, as: UTF8.self) } == "let c = 1\nlet b = 2\n")
    }

    @Test func terminatesWhenEveryFixBreaksTheParse() {
        let candidates = (1...20).map { Self.candidate($0, [(($0 % 9)..<($0 % 9 + 1), "(")], offset: $0) }
        let outcome = Self.accept(candidates)
        #expect(outcome.accepted.isEmpty)
        #expect(outcome.rejected.count == 20)
    }
}
