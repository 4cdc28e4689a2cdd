import SwiftSyntax

/// Code quoted in a finding, a note or an advice: on one line and short, so that a closure or
/// a builder passed as an argument does not become the headline (a report line is
/// `path:line:column: severity: message`, read line by line).
package enum CodeSnippet {
    /// `node` as written, on one line, at most `limit` characters: a longer call keeps its
    /// callee and elides what does not fit of its arguments
    /// (`StateObject(wrappedValue: ChatViewModel(…))`, `VStack { … }`), an assignment keeps its
    /// target, a member access its member, and a call whose callee alone is too long may pass
    /// the limit by up to 20 characters; anything else is cut, ending in `…`.
    package static func quote(_ node: some SyntaxProtocol, limit: Int = 50) -> String {
        if let text = elide(Syntax(node), limit: limit) { return text }
        // A call whose callee alone is long (`NotificationCenter.default.addObserver(…)`) reads
        // better whole, a little over the limit, than cut inside a name.
        if let call = node.as(FunctionCallExprSyntax.self) {
            let callee = Finding.oneLine(call.calledExpression.trimmedDescription)
            if callee.count + 3 <= limit + 20 { return callee + (call.arguments.isEmpty && call.trailingClosure != nil ? " { … }" : "(…)") }
        }
        return cut(Finding.oneLine(node.trimmedDescription), limit: limit)
    }

    /// `text` (code as written) on one line, cut to `limit` characters ending in `…`.
    package static func quote(_ text: String, limit: Int = 50) -> String {
        cut(Finding.oneLine(text), limit: limit)
    }

    private static func cut(_ text: String, limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(limit, 2) - 1)) + "…"
    }

    /// `node` within `limit` characters with whole tokens only, or nil when it cannot be.
    private static func elide(_ node: Syntax, limit: Int) -> String? {
        let text = Finding.oneLine(node.trimmedDescription)
        if text.count <= limit { return text }
        if let call = node.as(FunctionCallExprSyntax.self) {
            let callee = Finding.oneLine(call.calledExpression.trimmedDescription)
            if call.arguments.isEmpty, call.trailingClosure != nil {
                return callee.count + 6 <= limit ? "\(callee) { … }" : nil
            }
            if let first = call.arguments.first {
                let label = first.label.map { "\($0.text): " } ?? ""
                let more = call.arguments.count > 1 || call.trailingClosure != nil ? ", …" : ""
                let budget = limit - callee.count - label.count - more.count - 2
                if budget > 0, let inner = elide(Syntax(first.expression), limit: budget) { return "\(callee)(\(label)\(inner)\(more))" }
            }
            return callee.count + 3 <= limit ? "\(callee)(…)" : nil
        }
        // `_model = StateObject(wrappedValue: Model(…))`: the target whole, the value elided.
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3, let value = sequence.elements.last,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            let target = Finding.oneLine(sequence.elements.first!.trimmedDescription) + " = "
            return elide(Syntax(value), limit: limit - target.count).map { target + $0 }
        }
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = "." + member.declName.trimmedDescription
            return elide(Syntax(base), limit: limit - name.count).map { $0 + name }
        }
        return nil
    }
}
