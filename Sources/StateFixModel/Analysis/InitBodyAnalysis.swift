import StateFixCore
import SwiftSyntax

/// One assignment to a stored property (or to a property wrapper's storage) inside an initializer.
package struct PropertyAssignment {
    /// The property assigned. For `_x = State(…)` this is `x`.
    package let property: StoredProperty
    /// True for the storage spelling: `_x = …` / `self._x = …` of a wrapped property `x`.
    package let isStorage: Bool
    /// The whole `lhs = rhs` sequence.
    package let expression: SequenceExprSyntax
    /// The elements right of `=` (an unfolded operator sequence).
    package let rhs: [ExprSyntax]
    /// The index of the initializer's top-level statement that contains it.
    package let statementIndex: Int
    /// True when that statement is exactly this assignment (not nested in `if`, a loop, a closure…).
    package let isPlainStatement: Bool

    /// UTF-8 range of the right-hand side, trivia excluded, in the initializer's file.
    package var rhsRange: Range<Int> {
        guard let first = rhs.first, let last = rhs.last else { return 0..<0 }
        return first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
    }

}

/// One top-level statement of an initializer's body.
package struct InitStatement {
    package let item: CodeBlockItemSyntax
    package let index: Int
    /// Every assignment to a stored property inside the statement, at any depth.
    package var assignments: [PropertyAssignment] = []
    /// The assignment when the statement is one plain assignment.
    package var plainAssignment: PropertyAssignment? { assignments.count == 1 && assignments[0].isPlainStatement ? assignments[0] : nil }
    /// Names of the stored properties this statement assigns on every path through it.
    package var definitelyAssigns: Set<String> = []
    /// True when the statement can leave the initializer early with a plain `return`
    /// (outside closures and nested functions), on a path where later statements do not run.
    package var canReturnEarly = false
}

/// What an initializer's body does with the type's stored properties.
///
/// Resolves every spelling of an assignment: `self.x = e`, `x = e` (unless a parameter or
/// local shadows `x`), `self._x = State(initialValue: e)` / `_x = …` (storage of a wrapped
/// property `x`, unless a property is itself named `_x`).
package final class InitBodyAnalysis {
    package let initializer: Initializer
    package private(set) var statements: [InitStatement] = []
    /// Names whose bare use cannot be resolved with certainty (bound by a construct the
    /// analysis does not model). A bare assignment to such a name makes the body uncertain.
    package private(set) var isUncertain = false
    package private(set) var uncertaintyReason: String?
    private var bindings: [(name: String, scope: Range<Int>)] = []
    private var unresolvedNames: Set<String> = []
    private let type: TypeDeclaration

    package init(initializer: Initializer, type: TypeDeclaration) {
        self.initializer = initializer
        self.type = type
        guard let body = initializer.declaration.body else { return }
        collectBindings(body)
        for (index, item) in body.statements.enumerated() {
            var statement = InitStatement(item: item, index: index)
            let finder = AssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(item)
            for sequence in finder.sequences {
                guard let (lhs, rhs) = sequence.assignment else { continue }
                let plain = Self.statementExpression(item)?.id == sequence.id
                for (property, storage) in resolveTargets(lhs) {
                    statement.assignments.append(PropertyAssignment(
                        property: property, isStorage: storage, expression: sequence, rhs: rhs,
                        statementIndex: index, isPlainStatement: plain && !lhs.is(TupleExprSyntax.self)))
                }
            }
            statement.definitelyAssigns = definitelyAssigned(by: item)
            let returns = ReturnFinder(viewMode: .sourceAccurate)
            returns.walk(item)
            statement.canReturnEarly = returns.found
            statements.append(statement)
        }
    }

    /// All assignments of `property` in the body.
    package func assignments(of property: StoredProperty) -> [PropertyAssignment] {
        statements.flatMap(\.assignments).filter { $0.property === property }
    }

    /// True when every path through the body assigns `property`: a top-level statement (or
    /// an `if`/`else` chain, `switch` or `do` block whose every branch does) assigns it, and no
    /// statement before it can `return` early (`guard … else { return }`).
    package func definitelyAssigns(_ property: StoredProperty) -> Bool {
        guard let index = statements.firstIndex(where: { $0.definitelyAssigns.contains(property.name) }) else { return false }
        return !canReturnEarly(before: index)
    }

    /// True when a statement before `index` can leave the initializer with a plain `return`.
    package func canReturnEarly(before index: Int) -> Bool {
        statements[..<index].contains(where: \.canReturnEarly)
    }

    /// How many parameters and locals of the body bind `name` (1: only a parameter, if any).
    package func bindingCount(of name: String) -> Int { bindings.filter { $0.name == name }.count }

    /// Every name a parameter or local of the body binds (for a new local's name to avoid).
    package var boundNames: Set<String> { Set(bindings.map(\.name)) }

    /// True when a parameter or local named `name` is visible at `offset`.
    package func isShadowed(_ name: String, at offset: Int) -> Bool {
        bindings.contains { $0.name == name && $0.scope.contains(offset) }
    }

    /// The expression when the top-level item is an expression statement.
    static func statementExpression(_ item: CodeBlockItemSyntax) -> SequenceExprSyntax? {
        switch item.item {
        case .expr(let expr): return expr.as(SequenceExprSyntax.self)
        case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
        default: return nil
        }
    }

    // MARK: Targets

    /// The properties an assignment's left-hand side assigns, with whether through the storage.
    /// Side effect: a bare name bound in a way the analysis does not model makes the body
    /// uncertain (`isUncertain`), since the assignment may not reach the property.
    private func resolveTargets(_ lhs: ExprSyntax) -> [(StoredProperty, Bool)] {
        if let tuple = lhs.as(TupleExprSyntax.self) {
            return tuple.elements.flatMap { resolveTargets($0.expression) }
        }
        if let member = lhs.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self),
           member.declName.argumentNames == nil {
            return resolve(Identifiers.unescaped(member.declName.baseName.text)).map { [$0] } ?? []
        }
        if let reference = lhs.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           case .identifier(let raw) = reference.baseName.tokenKind {
            let name = Identifiers.unescaped(raw)
            let offset = reference.positionAfterSkippingLeadingTrivia.utf8Offset
            if isShadowed(name, at: offset) { return [] }
            guard let target = resolve(name) else { return [] }
            if unresolvedNames.contains(name) {
                isUncertain = true
                uncertaintyReason = "a local '\(name)' is bound in a way statefix does not model, so '\(name) = …' may not assign the property"
                return []
            }
            return [target]
        }
        return []
    }

    /// `name` → (property, isStorage).
    private func resolve(_ name: String) -> (StoredProperty, Bool)? {
        if let property = type.storedProperty(named: name) { return (property, false) }
        if name.hasPrefix("_"), let property = type.storedProperty(named: String(name.dropFirst())), property.isWrapped {
            return (property, true)
        }
        return nil
    }

    // MARK: Definite assignment

    private func definitelyAssigned(by item: CodeBlockItemSyntax) -> Set<String> {
        switch item.item {
        case .expr(let expr): return definitelyAssigned(expr: expr)
        case .stmt(let stmt):
            if let expression = stmt.as(ExpressionStmtSyntax.self) { return definitelyAssigned(expr: expression.expression) }
            if let doStmt = stmt.as(DoStmtSyntax.self) {
                var result = definitelyAssigned(block: doStmt.body.statements)
                for clause in doStmt.catchClauses { result.formIntersection(definitelyAssigned(block: clause.body.statements)) }
                return result
            }
            return []
        default: return []
        }
    }

    private func definitelyAssigned(expr: ExprSyntax) -> Set<String> {
        if let sequence = expr.as(SequenceExprSyntax.self) {
            guard let (lhs, _) = sequence.assignment else { return [] }
            return Set(resolveTargetsQuietly(lhs).map { $0.0.name })
        }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var result = definitelyAssigned(block: ifExpr.body.statements)
            switch ifExpr.elseBody {
            case .none: return []
            case .codeBlock(let block)?: result.formIntersection(definitelyAssigned(block: block.statements))
            case .ifExpr(let nested)?: result.formIntersection(definitelyAssigned(expr: ExprSyntax(nested)))
            @unknown default: return []
            }
            return result
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            var result: Set<String>?
            for element in switchExpr.cases {
                guard case .switchCase(let switchCase) = element else { return [] }
                let assigned = definitelyAssigned(block: switchCase.statements)
                result = result.map { $0.intersection(assigned) } ?? assigned
            }
            return result ?? []
        }
        return []
    }

    private func definitelyAssigned(block: CodeBlockItemListSyntax) -> Set<String> {
        block.reduce(into: Set<String>()) { $0.formUnion(definitelyAssigned(by: $1)) }
    }

    /// `resolveTargets` without its side effect: definite-assignment questions must not mark
    /// the body uncertain (only real assignments do, when they are resolved above).
    private func resolveTargetsQuietly(_ lhs: ExprSyntax) -> [(StoredProperty, Bool)] {
        let wasUncertain = isUncertain, reason = uncertaintyReason
        defer { isUncertain = wasUncertain; uncertaintyReason = reason }
        return resolveTargets(lhs)
    }

    // MARK: Bindings (shadowing)

    private func collectBindings(_ body: CodeBlockSyntax) {
        let bodyRange = body.position.utf8Offset..<body.endPosition.utf8Offset
        for parameter in initializer.declaration.signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            if name != "_" { bindings.append((Identifiers.unescaped(name), bodyRange)) }
        }
        for (name, scope) in LocalBindings.bindings(in: body) {
            if let scope { bindings.append((name, scope)) } else { unresolvedNames.insert(name); bindings.append((name, 0..<0)) }
        }
    }
}

/// Finds `lhs = rhs` sequences at any depth of a statement, closures that run later and nested
/// functions excepted.
private final class AssignmentFinder: SyntaxVisitor {
    var sequences: [SequenceExprSyntax] = []

    /// Calls that run their closure argument right away, while the initializer runs: an
    /// assignment inside is part of the initializer. Any other closure (an observer, a `Task`,
    /// a completion handler) or a nested function runs later, once `self` is complete: what it
    /// assigns is an ordinary update, not an initialization.
    static let synchronousCalls: Set<String> = [
        "withAnimation", "withTransaction", "forEach", "autoreleasepool", "withExtendedLifetime", "withUnsafeMutablePointer",
    ]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.assignment != nil { sequences.append(node) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var parent = node.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self) else { return .skipChildren }
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return callee.map(Self.synchronousCalls.contains) == true ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Finds a plain `return` (not `return nil`) outside closures and nested functions.
private final class ReturnFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.expression == nil || !node.expression!.is(NilLiteralExprSyntax.self) { found = true }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension InitBodyAnalysis {
    /// Every `name` / `self` / `$name` reference in `nodes`, in source order.
    static func declReferences(in nodes: [Syntax]) -> [DeclReferenceExprSyntax] {
        final class Finder: SyntaxVisitor {
            var references: [DeclReferenceExprSyntax] = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                references.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for node in nodes { finder.walk(node) }
        return finder.references
    }

    /// True when `nodes` refer to a stored property (or its `_`/`$` forms) named in `names`:
    /// as `self.name`, or as a bare `name` that no parameter or local shadows.
    package func refers(to names: Set<String>, in nodes: [Syntax]) -> Bool {
        let references = Self.declReferences(in: nodes)
        for reference in references {
            let name: String
            switch reference.baseName.tokenKind {
            case .identifier(let text), .dollarIdentifier(let text): name = Identifiers.unescaped(text)
            default: continue
            }
            guard names.contains(name) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) { return true }
                continue
            }
            if !isShadowed(name, at: reference.positionAfterSkippingLeadingTrivia.utf8Offset) { return true }
        }
        return false
    }

    /// The first expression in `nodes` that uses `self` as a whole, or nil. Swift allows such a
    /// use only once every stored property is initialized: `self` as a value, a method call, a
    /// computed or wrapped property read (`title`, `self.count`, `$count`), or an assignment to a
    /// wrapped property that already holds a value (that goes through its setter). Reading or
    /// assigning plain stored properties and wrapper storage (`_count`) is not a use.
    /// Assignments to the properties in `initializing` (whose initial values a fix removes)
    /// count as initializations.
    package func firstUseOfWholeSelf(in nodes: [Syntax], initializing: Set<ObjectIdentifier> = []) -> ExprSyntax? {
        let references = Self.declReferences(in: nodes)
        func isAssignmentTarget(_ expr: ExprSyntax) -> Bool {
            guard let sequence = expr.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
            return sequence.assignment?.lhs.id == expr.id
        }
        /// Whether using member `name` (written as `expr`) needs the whole of `self`.
        func needsSelf(_ name: String, _ expr: ExprSyntax) -> Bool {
            if let property = type.storedProperty(named: name) {
                if !property.isWrapped { return false }
                if isAssignmentTarget(expr) { return !initializing.contains(ObjectIdentifier(property)) && property.startsInitialized }
                return true
            }
            if name.hasPrefix("_"), type.storedProperty(named: String(name.dropFirst())) != nil { return false }
            if name.hasPrefix("$") { return type.storedProperty(named: String(name.dropFirst())) != nil }
            return type.instanceMemberNames.contains(name)
        }
        for reference in references {
            let offset = reference.positionAfterSkippingLeadingTrivia.utf8Offset
            if reference.baseName.tokenKind == .keyword(.self) {
                guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id else {
                    return ExprSyntax(reference)
                }
                if needsSelf(Identifiers.unescaped(member.declName.baseName.text), ExprSyntax(member)) { return ExprSyntax(member) }
                continue
            }
            let name: String
            switch reference.baseName.tokenKind {
            case .identifier(let text), .dollarIdentifier(let text): name = Identifiers.unescaped(text)
            default: continue
            }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
            if isShadowed(name, at: offset) { continue }
            if needsSelf(name, ExprSyntax(reference)) { return ExprSyntax(reference) }
        }
        return nil
    }

    /// The index of the last statement that initializes a stored property other than
    /// `property` that starts uninitialized: until it runs, `self` is not fully initialized.
    package func lastInitialization(otherThan property: StoredProperty) -> Int? {
        statements.lastIndex { $0.assignments.contains { $0.property !== property && !$0.property.startsInitialized } }
    }

    /// True when statements `indices` refer to `property` as `x`, `self.x`, `_x` or `$x`.
    package func refers(to property: StoredProperty, inStatements indices: Range<Int>) -> Bool {
        refers(to: property.referenceNames, in: statements[indices].map { Syntax($0.item) })
    }
}
