import StateFixCore
import StateFixModel
import SwiftSyntax

/// What the migration's class conditions read in the bodies of one class's primary body or of
/// one extension (`ObservationPlan.checkClasses`): taken while the whole tree of its file is at
/// hand (a file that spells `ObservableObject` is parsed whole: `ObservationModel`'s
/// `looksInto`), so the plan decides which classes stay without parsing their files again. A
/// group of a file read as a skeleton has none (its getters and deinit bodies may be blank):
/// the plan computes it from the tree then (`ObservationIndex.memberGroupFacts(of:)`).
struct MemberGroupFacts: Codable {
    /// A piece of code as written, and where it starts (UTF-8, after leading trivia).
    struct Located: Codable {
        var text: String
        var offset: Int
    }

    /// A member that can keep a class: `@objc dynamic var` (key-value observing), or a
    /// `deinit` with the names its body reads (tokens, in order).
    enum Member: Codable {
        case objcDynamic(Located)
        case deinitializer(reads: [Located])
    }

    /// A computed property's getter and the names it reads of its own object (`x`, `self.x`;
    /// not `other.x`), in order.
    struct Getter: Codable {
        var name: String
        var reads: [Located]
    }

    /// Where the declaration starts (the type's or the extension's, trivia included), as
    /// `MemberProperty.group`.
    var group: Int
    var members: [Member] = []
    var getters: [Getter] = []
    /// `init(from:)` and `func encode(to:)` are declared (a synthesized `Codable` is not).
    var decodes = false
    var encodes = false
    /// A property wrapper's `static subscript(_enclosingInstance:wrapped:storage:)`: it
    /// publishes through the object it is in.
    var publishesThroughEnclosingInstance = false
    /// Every initializer's range (after leading, before trailing trivia).
    var initializerRanges: [Range<Int>] = []
    /// The first work an initializer of the group does when the object is made (a call that
    /// is not a plain construction), one line; nil when none.
    var initializerSideEffect: String?
    /// Of a primary body: the same for the initial values of its stored properties that are
    /// not `lazy`.
    var valueSideEffect: String?
    /// Of a primary body: the first work its `deinit` does (a call that is not a plain
    /// construction), one line; nil when none. An object made on every init of a view and
    /// thrown away runs it each time (Swiftfin's `OnFinalDisappearModifier.Observer` calls
    /// its action there).
    var deinitSideEffect: String?
    /// Of a primary body: for each `lazy` stored property (by the offset of its name, as
    /// `StoredProperty.nameOffset`), the names of its own object its initial value reads
    /// later, in a closure it keeps (`Binding(get: { self.selection })`).
    var lazyReads: [Int: [Located]] = [:]

    /// The facts of `group` (a class, actor, struct or enum, or an extension) of `file`'s tree.
    init(_ group: some DeclGroupSyntax, in file: SourceFile) {
        self.group = group.position.utf8Offset
        let isPrimary = !group.is(ExtensionDeclSyntax.self)
        var initializerBodies: [CodeBlockSyntax] = []
        Declarations.forEachMember(group.memberBlock.members, file: file, path: []) { decl, _ in
            if let variable = decl.as(VariableDeclSyntax.self), !Declarations.isStatic(variable.modifiers) {
                if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }),
                   variable.modifiers.contains(where: { $0.name.text == "dynamic" }) {
                    members.append(.objcDynamic(Located(text: file.text(variable.bindings.trimmedRange), offset: variable.startOffset)))
                }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock else { continue }
                    let getter: Syntax?
                    switch accessors.accessors {
                    case .getter(let body): getter = Syntax(body)
                    case .accessors(let list): getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map(Syntax.init)
                    // A shape this SwiftSyntax does not know: all of it, so a read is never missed.
                    @unknown default: getter = Syntax(accessors)
                    }
                    guard let getter else { continue }
                    getters.append(Getter(name: name, reads: Self.ownReads(getter.tokens(viewMode: .sourceAccurate), in: file)))
                }
            }
            if let deinitializer = decl.as(DeinitializerDeclSyntax.self), let body = deinitializer.body {
                let reads = body.tokens(viewMode: .sourceAccurate).filter { token in
                    if case .identifier = token.tokenKind { return true }
                    return false
                }
                members.append(.deinitializer(reads: reads.map { Located(text: $0.text, offset: $0.startOffset) }))
                deinitSideEffect = deinitSideEffect ?? Self.sideEffect(in: [Syntax(body)])
            }
            if let initializer = decl.as(InitializerDeclSyntax.self) {
                initializerRanges.append(initializer.trimmedRange)
                if initializer.signature.parameterClause.parameters.first?.firstName.text == "from" { decodes = true }
                if let body = initializer.body { initializerBodies.append(body) }
            }
            if let subscriptDecl = decl.as(SubscriptDeclSyntax.self), Declarations.isStatic(subscriptDecl.modifiers),
               subscriptDecl.parameterClause.parameters.first?.firstName.text == "_enclosingInstance" {
                publishesThroughEnclosingInstance = true
            }
            if let function = decl.as(FunctionDeclSyntax.self), function.name.text == "encode",
               function.signature.parameterClause.parameters.first?.firstName.text == "to" {
                encodes = true
            }
        }
        initializerSideEffect = Self.sideEffect(in: initializerBodies.map(Syntax.init))
        guard isPrimary else { return }
        var values: [Syntax] = []
        Declarations.forEachMember(group.memberBlock.members, file: file, path: []) { decl, _ in
            guard let variable = decl.as(VariableDeclSyntax.self), !Declarations.isStatic(variable.modifiers) else { return }
            let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            for binding in variable.bindings where Declarations.isStored(binding) {
                guard let value = binding.initializer?.value else { continue }
                if !isLazy { values.append(Syntax(value)); continue }
                for token in Declarations.boundNames(binding.pattern) {
                    lazyReads[token.startOffset] = Self.deferredReads(in: value, file: file)
                }
            }
        }
        valueSideEffect = Self.sideEffect(in: values)
    }

    /// The tokens of `tokens` that name a member of the object the code runs in: `x` or
    /// `self.x`, not `other.x`; names and keywords only.
    static func ownReads(_ tokens: some Sequence<TokenSyntax>, in file: SourceFile) -> [Located] {
        tokens.compactMap { token in
            switch token.tokenKind {
            case .identifier, .keyword: break
            default: return nil
            }
            if let previous = token.previousToken(viewMode: .sourceAccurate), previous.tokenKind == .period,
               previous.previousToken(viewMode: .sourceAccurate)?.tokenKind != .keyword(.self) { return nil }
            return Located(text: token.text, offset: token.startOffset)
        }
    }

    /// The reads of `ownReads` in `value` made later, in a closure the value keeps: a closure
    /// called at once (`{ … }()`) or a plain expression reads when the value is made.
    static func deferredReads(in value: ExprSyntax, file: SourceFile) -> [Located] {
        value.tokens(viewMode: .sourceAccurate).filter { token in
            var node = token.parent
            while let current = node, current.id != value.id {
                if let closure = current.as(ClosureExprSyntax.self),
                   closure.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != closure.id { return true }
                node = current.parent
            }
            return false
        }.flatMap { ownReads([$0], in: file) }
    }

    /// Work done when the object is made (A17): the first call in `nodes` that is not a plain
    /// construction, quoted (`CodeSnippet`, at most 30 characters); nil when none.
    static func sideEffect(in nodes: [Syntax]) -> String? {
        final class Finder: SyntaxVisitor {
            var found: String?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                let callee = node.calledExpression.trimmedDescription
                if callee == "super.init" || callee == "self.init" { return .visitChildren }
                let leaf = callee.split(separator: ".").last.map(String.init) ?? callee
                let construction = leaf.first?.isUppercase == true && !["Task", "Timer", "DispatchQueue", "NotificationCenter"].contains(leaf)
                    && !callee.contains("(")
                if !construction { found = CodeSnippet.quote(node, limit: 30) }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                if node.parent?.is(FunctionCallExprSyntax.self) == true || node.parent?.is(MultipleTrailingClosureElementSyntax.self) == true { return .visitChildren }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for node in nodes where finder.found == nil { finder.walk(node) }
        return finder.found
    }
}
