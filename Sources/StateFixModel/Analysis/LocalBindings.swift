import StateFixCore
import SwiftSyntax

/// The names a piece of code binds (parameters, locals, closure parameters, `if`/`guard`/`while`
/// `let`, `for`, `case` and `catch` bindings) and where each is visible: for telling a bare
/// `name` that is a member from one a local shadows. Nested types are not entered.
package enum LocalBindings {
    /// The bindings inside `node`, each with the UTF-8 range where it is visible, or nil where
    /// the binding form is not modelled.
    package static func bindings(in node: some SyntaxProtocol) -> [(name: String, scope: Range<Int>?)] {
        let collector = BindingCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.found.map { (Identifiers.unescaped($0.0.text), $0.1) }
    }
}

/// Finds the names bound inside a node and the byte range where each is visible. A scope of
/// nil means the binding form is not modelled.
private final class BindingCollector: SyntaxVisitor {
    var found: [(TokenSyntax, Range<Int>?)] = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.identifier, scope(of: Syntax(node))))
        return .skipChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name, enclosingRange(of: Syntax(node), ClosureExprSyntax.self)))
        return .skipChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.secondName ?? node.firstName, enclosingRange(of: Syntax(node), ClosureExprSyntax.self)))
        return .skipChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        // A function's, an initializer's or a subscript's (whose parameter clause is its own).
        var current = node.parent
        while let ancestor = current, !(ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) || ancestor.is(SubscriptDeclSyntax.self)) {
            current = ancestor.parent
        }
        found.append((node.secondName ?? node.firstName, current.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }))
        return .skipChildren
    }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func enclosingRange<T: SyntaxProtocol>(of node: Syntax, _: T.Type) -> Range<Int>? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(T.self) { return ancestor.position.utf8Offset..<ancestor.endPosition.utf8Offset }
            current = ancestor.parent
        }
        return nil
    }

    private func scope(of pattern: Syntax) -> Range<Int>? {
        var current = pattern.parent
        while let ancestor = current {
            if let variable = ancestor.as(VariableDeclSyntax.self) {
                guard let item = variable.parent?.as(CodeBlockItemSyntax.self),
                      let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
                return variable.endPosition.utf8Offset..<list.endPosition.utf8Offset
            }
            if ancestor.is(OptionalBindingConditionSyntax.self) || ancestor.is(MatchingPatternConditionSyntax.self) {
                let start = ancestor.endPosition.utf8Offset
                var owner = ancestor.parent
                while let candidate = owner {
                    if let ifExpr = candidate.as(IfExprSyntax.self) { return start..<ifExpr.body.endPosition.utf8Offset }
                    if let whileStmt = candidate.as(WhileStmtSyntax.self) { return start..<whileStmt.body.endPosition.utf8Offset }
                    if let guardStmt = candidate.as(GuardStmtSyntax.self) {
                        guard let item = guardStmt.parent?.as(CodeBlockItemSyntax.self),
                              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
                        return guardStmt.endPosition.utf8Offset..<list.endPosition.utf8Offset
                    }
                    if candidate.is(CodeBlockSyntax.self) { return nil }
                    owner = candidate.parent
                }
                return nil
            }
            if let forStmt = ancestor.as(ForStmtSyntax.self) { return forStmt.pattern.endPosition.utf8Offset..<forStmt.endPosition.utf8Offset }
            if let switchCase = ancestor.as(SwitchCaseSyntax.self) { return switchCase.position.utf8Offset..<switchCase.endPosition.utf8Offset }
            if let catchClause = ancestor.as(CatchClauseSyntax.self) { return catchClause.position.utf8Offset..<catchClause.endPosition.utf8Offset }
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }
}
