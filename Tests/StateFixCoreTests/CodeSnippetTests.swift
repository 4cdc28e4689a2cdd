import SwiftParser
import SwiftSyntax
import Testing
import StateFixCore

/// Code quoted in findings: one line, short, elided at whole tokens.
@Suite("Code snippets")
struct CodeSnippetTests {
    static func expression(_ text: String) -> ExprSyntax {
        let file = Parser.parse(source: "_ = 0\n" + text)
        let item = file.statements.last!.item
        return item.as(ExprSyntax.self) ?? ExprSyntax(item.as(ExpressionStmtSyntax.self)!.expression)
    }

    @Test func shortCodeIsJoinedOnOneLine() {
        #expect(CodeSnippet.quote(Self.expression("Model(\n    name: name\n)")) == "Model( name: name )")
    }

    @Test func aLongCallKeepsItsCalleeAndFirstLabel() {
        let assignment = Self.expression("_model = StateObject(wrappedValue: ChatViewModel(\n    spaceId: spaceId,\n    client: client,\n    store: store\n))")
        #expect(CodeSnippet.quote(assignment, limit: 60) == "_model = StateObject(wrappedValue: ChatViewModel(…))")
        let call = Self.expression("StateObject(wrappedValue: ChatViewModel(spaceId: spaceId, client: client, store: store))")
        #expect(CodeSnippet.quote(call) == "StateObject(wrappedValue: ChatViewModel(…))")
        #expect(CodeSnippet.quote(call, limit: 30) == "StateObject(…)")
    }

    @Test func aLongCalleeIsKeptWholeRatherThanCut() {
        let call = Self.expression("NotificationCenter.default.addObserver(forName: .init(\"tick\"), object: nil, queue: nil) { _ in }")
        #expect(CodeSnippet.quote(call, limit: 30) == "NotificationCenter.default.addObserver(…)")
    }

    @Test func aBuilderIsElidedToItsBraces() {
        let builder = Self.expression("VStack {\n    Text(\"a very long title that goes on\")\n    Text(\"and on and on and on and on\")\n}")
        #expect(CodeSnippet.quote(builder) == "VStack { … }")
    }

    @Test func anythingElseIsCutWithAnEllipsis() {
        let text = CodeSnippet.quote("let value = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]", limit: 20)
        #expect(text.count == 20 && text.hasSuffix("…"))
    }
}
