import SwiftSyntax

/// Reading a manifest written in Swift (`Package.swift`, Tuist's `Project.swift`) from its
/// syntax, without running it: what it computes is not seen, and the readers say so.
enum ManifestSyntax {
    /// The names bound at the top of the file (`let shared = "Shared"`, `let app = Target(…)`).
    static func bindings(in tree: SourceFileSyntax) -> [String: ExprSyntax] {
        var result: [String: ExprSyntax] = [:]
        for item in tree.statements {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                result[name] = value
            }
        }
        return result
    }

    /// `expression` with names bound at the top of the file replaced by their values, and a
    /// parenthesized expression by what it holds.
    static func resolve(_ expression: ExprSyntax, _ bindings: [String: ExprSyntax], depth: Int = 0) -> ExprSyntax {
        guard depth < 8 else { return expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = bindings[reference.baseName.text] {
            return resolve(value, bindings, depth: depth + 1)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return resolve(only.expression, bindings, depth: depth + 1)
        }
        return expression
    }

    /// A string literal's text, through bound names, with interpolations of bound strings
    /// (`"\(mainTarget)Tests"`); nil for anything else.
    static func string(_ expression: ExprSyntax, _ bindings: [String: ExprSyntax], depth: Int = 0) -> String? {
        guard depth < 8, let literal = resolve(expression, bindings).as(StringLiteralExprSyntax.self), literal.openingPounds == nil else { return nil }
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                      let value = string(interpolation.expressions.first!.expression, bindings, depth: depth + 1) {
                text += value
            } else {
                return nil
            }
        }
        return text
    }

    /// `iOS` of `.iOS(…)`, `.iOS`, `SupportedPlatform.iOS(…)`.
    static func memberName(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return memberName(call.calledExpression) }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Every function call below `node`, in source order.
    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.calls
    }

    private final class CallCollector: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
    }
}
