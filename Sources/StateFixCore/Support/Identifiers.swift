import SwiftSyntax

/// Spelling helpers every family needs.
package enum Identifiers {
    /// `name` without the backticks of an escaped identifier (`` `default` `` → `default`).
    package static func unescaped(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The callee without a trailing `.init`: `Model` for `Model.init(…)`, `State<T>` for
    /// `State<T>.init(…)`; the callee itself otherwise (`.init` alone stays as it is).
    package static func strippingInit(_ callee: ExprSyntax) -> ExprSyntax {
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
           let base = member.base {
            return base
        }
        return callee
    }

    /// The callee of `value` when it is a call, as written without `.init` (`Model`,
    /// `Kit.Model`; empty for `.init(…)`), else nil.
    package static func callee(of value: ExprSyntax) -> String? {
        value.as(FunctionCallExprSyntax.self).map { strippingInit($0.calledExpression).trimmedDescription }
    }
}

/// English lists for messages.
package enum EnglishList {
    /// `a`, `a and b`, `a, b and c`.
    package static func and(_ items: [String]) -> String {
        if items.count <= 2 { return items.joined(separator: " and ") }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// `a`, `a or b`, `a, b or c`.
    package static func or(_ items: [String]) -> String {
        if items.count <= 2 { return items.joined(separator: " or ") }
        return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }

    /// `1 file`, `2 files`.
    package static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : (plural ?? singular + "s"))"
    }
}
