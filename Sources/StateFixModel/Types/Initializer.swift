import StateFixCore
import SwiftSyntax

/// Where an initializer is declared.
package enum InitializerPlace: Codable {
    case primaryBody
    case `extension`
}

/// An initializer declared in a type's primary body or in one of its extensions. Its syntax
/// is held by place (`@Place`), so its facts do not need the file's tree.
package final class Initializer: Codable {
    @Place package var declaration: InitializerDeclSyntax
    package let place: InitializerPlace
    /// True when the body calls `self.init(…)` or assigns `self = …`: it initializes no
    /// stored property itself.
    package let isDelegating: Bool
    package let ifConfigPath: [IfConfigClauseRef]
    /// `init(page:title:)`, `init?(rawValue:)`, `init()`.
    package let displayName: String
    /// UTF-8 offset of the `init` keyword.
    package let keywordOffset: Int
    /// `init?` or `init!`.
    package let isFailable: Bool
    /// What the body's own statements assign (`x = …`, `self.x = …`, `_x = …` give `x`, `x`
    /// and `_x`), without its syntax: a rule looks into the body only where one it asks about is.
    package let assignedNames: Set<String>

    init(declaration: InitializerDeclSyntax, file: SourceFile, place: InitializerPlace, ifConfigPath: [IfConfigClauseRef]) {
        self._declaration = Place(declaration, in: file)
        self.place = place
        self.ifConfigPath = ifConfigPath
        self.isDelegating = declaration.body.map(Initializer.delegates) ?? false
        let labels = declaration.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        self.displayName = "init" + (declaration.optionalMark?.text ?? "") + "(\(labels))"
        self.keywordOffset = declaration.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
        self.isFailable = declaration.optionalMark != nil
        self.assignedNames = Set((declaration.body?.statements ?? []).compactMap { item -> String? in
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return nil }
            let target = sequence.elements.first!.trimmedDescription
            return target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
        })
    }

    package var file: SourceFile { $declaration.file }

    /// `init(name:) (line 12)`, or `init(name:) in Other.swift:4` when declared in another
    /// file than `file`: names an initializer unambiguously in a message.
    package func locatedName(from file: SourceFile) -> String {
        let line = self.file.location(of: keywordOffset).line
        return self.file === file ? "\(displayName) (line \(line))" : "\(displayName) in \(self.file.name):\(line)"
    }

    /// `self.init(…)` calls in a body, outside closures and nested functions.
    package static func selfInitCalls(in body: CodeBlockSyntax) -> [FunctionCallExprSyntax] {
        let finder = DelegationFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.calls
    }

    /// True when the body calls `self.init(…)` or assigns `self = …`.
    private static func delegates(_ body: CodeBlockSyntax) -> Bool {
        let finder = DelegationFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return !finder.calls.isEmpty || finder.assignsSelf
    }
}

/// Finds `self.init(…)` calls and `self = …` assignments outside closures and nested functions.
private final class DelegationFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    var assignsSelf = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.tokenKind == .keyword(.`init`),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            calls.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (lhs, _) = node.assignment, lhs.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            assignsSelf = true
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension SequenceExprSyntax {
    /// `(lhs, rhs elements)` when the sequence is `lhs = rhs…` (an unfolded assignment).
    package var assignment: (lhs: ExprSyntax, rhs: [ExprSyntax])? {
        let elements = Array(self.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], Array(elements[2...]))
    }
}
