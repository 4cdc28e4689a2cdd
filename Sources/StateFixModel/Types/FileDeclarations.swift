import StateFixCore
import SwiftSyntax

/// What one file declares: its types (with stored properties and initializers of their
/// primary bodies), its extensions (with their initializers and members), and the names other
/// facts need (generic types, failable initializers, global actors). Computed once per file
/// text and kept across passes while the file is unchanged; `TypeIndex` merges them. They
/// hold syntax by place, so the cache keeps them between runs (`ArchivableFacts`).
package struct FileDeclarations: ArchivableFacts {
    package static let archiveID = "declarations-7"

    /// A type as one file declares it.
    struct TypeFacts: Codable {
        var name: String
        var kind: TypeKind
        var declaration: SyntaxRef<DeclSyntax>
        var memberBlock: SyntaxRef<MemberBlockSyntax>
        var isGeneric: Bool
        var ifConfigPath: [IfConfigClauseRef]
        var storedProperties: [StoredProperty] = []
        var initializers: [Initializer] = []
        var instanceMemberNames: Set<String> = []
        var inheritedTypeNames: [String] = []
        var primaryBodyAlwaysDeclaresInit = false
        /// The simple names of the declaration's attributes (`MainActor`, `Observable`) and its
        /// modifiers (`public`, `final`).
        var attributeNames: [String] = []
        var modifierNames: [String] = []
        /// Where the name starts (after its leading trivia), where findings about the type point.
        var nameOffset = 0
        var file: SourceFile { declaration.file }
    }

    /// An extension as one file declares it.
    struct ExtensionFacts: Codable {
        /// The extended type's name (`Settings.Row`).
        var name: String
        var declaration: SyntaxRef<ExtensionDeclSyntax>
        var ifConfigPath: [IfConfigClauseRef]
        var initializers: [Initializer] = []
        var instanceMemberNames: Set<String> = []
        var inheritedTypeNames: [String] = []
        var file: SourceFile { declaration.file }
    }

    var types: [TypeFacts] = []
    var extensions: [ExtensionFacts] = []
    var genericTypeNames: Set<String> = []
    var typesWithFailableInit: Set<String> = []
    var globalActorNames: Set<String> = []
    /// Names declared at file level, those in file-level `#if` clauses included (types,
    /// protocols, functions, type aliases, macros…): they shadow every import.
    var fileLevelNames: Set<String> = []

    init(_ file: SourceFile) {
        let collector = DeclarationCollector(file: file)
        let tree = file.transientTree
        collector.walk(tree)
        fileLevelNames = Self.fileLevelNames(tree.statements)
        types = collector.types
        extensions = collector.extensions
        genericTypeNames = collector.genericTypeNames
        typesWithFailableInit = collector.typesWithFailableInit
        globalActorNames = collector.globalActorNames
    }

    private static func fileLevelNames(_ list: CodeBlockItemListSyntax) -> Set<String> {
        var names = Set<String>()
        for item in list {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if let nested = clause.elements?.as(CodeBlockItemListSyntax.self) { names.formUnion(fileLevelNames(nested)) }
                }
            } else if let named = item.item.as(DeclSyntax.self)?.asProtocol(NamedDeclSyntax.self) {
                names.insert(Identifiers.unescaped(named.name.text))
            }
        }
        return names
    }
}

/// Walks one file and records its type declarations and extensions.
/// A body, closure or accessor whose bytes spell no type declaration declares none (a local type
/// needs one of the keywords; extensions are only at file level), so it is not walked.
final class DeclarationCollector: GatedVisitor {
    var types: [FileDeclarations.TypeFacts] = []
    var extensions: [FileDeclarations.ExtensionFacts] = []
    var genericTypeNames: Set<String> = []
    var typesWithFailableInit: Set<String> = []
    var globalActorNames: Set<String> = []

    /// What a type declaration spells (extensions are at file level, outside every body): the
    /// prefilter's `struct` and `class`, and `enum` and `actor`.
    static let needles: Set<String> = Prefilter.declaredNamesNeedles.union(["enum", "actor"])

    convenience init(file: SourceFile) {
        self.init(file: file, needles: Array(Self.needles))
    }

    // Spelled out: otherwise Swift synthesizes a trapping stub for the superclass initializer
    // (this class is internal, not private), and its infinite-recursion diagnostic misfires
    // on that stub ("function call causes an infinite recursion" at the class's brace).
    override init(file: SourceFile, needles: [String]) {
        super.init(file: file, needles: needles)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), .struct, node.name, node.genericParameterClause != nil, node.memberBlock, node.attributes)
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), .class, node.name, node.genericParameterClause != nil, node.memberBlock, node.attributes)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if let inherited = node.inheritanceClause?.inheritedTypes, let first = inherited.first,
           ["String", "Int", "Character", "UInt", "Double", "Float"].contains(first.type.trimmedDescription) {
            typesWithFailableInit.insert(Declarations.qualifiedName(of: Syntax(node), leaf: node.name.text) ?? node.name.text)
            typesWithFailableInit.insert(node.name.text)
        }
        return record(Syntax(node), .enum, node.name, node.genericParameterClause != nil, node.memberBlock, node.attributes)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), .actor, node.name, node.genericParameterClause != nil, node.memberBlock, node.attributes)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Declarations.typeName(node.extendedType)
        let path = Declarations.ifConfigPath(of: Syntax(node), file: file.index)
        var facts = FileDeclarations.ExtensionFacts(name: name, declaration: node.ref(in: file), ifConfigPath: path)
        (facts.initializers, facts.instanceMemberNames) = Declarations.initializersAndMembers(node.memberBlock.members, file: file, place: .extension, path: path)
        facts.inheritedTypeNames = Declarations.inheritedTypeNames(node.inheritanceClause)
        extensions.append(facts)
        for member in node.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.optionalMark != nil {
                typesWithFailableInit.insert(name)
            }
        }
        return .visitChildren
    }

    private func record(_ node: Syntax, _ kind: TypeKind, _ nameToken: TokenSyntax, _ generic: Bool,
                        _ members: MemberBlockSyntax, _ attributes: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        let leaf = Identifiers.unescaped(nameToken.text)
        let name = Declarations.qualifiedName(of: node, leaf: leaf) ?? "\(leaf) (local type at \(file.path):\(file.location(of: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset).line))"
        if generic { genericTypeNames.insert(name); genericTypeNames.insert(leaf) }
        if kind == .actor, attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "globalActor" }) {
            globalActorNames.insert(leaf)
        }
        var type = FileDeclarations.TypeFacts(name: name, kind: kind, declaration: DeclSyntax(node)!.ref(in: file), memberBlock: members.ref(in: file),
                                              isGeneric: generic, ifConfigPath: Declarations.ifConfigPath(of: node, file: file.index))
        type.storedProperties = storedProperties(members.members, path: type.ifConfigPath)
        (type.initializers, type.instanceMemberNames) = Declarations.initializersAndMembers(members.members, file: file, place: .primaryBody, path: type.ifConfigPath)
        type.primaryBodyAlwaysDeclaresInit = Declarations.alwaysDeclaresInit(members.members)
        type.inheritedTypeNames = Declarations.inheritedTypeNames(node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause)
        type.attributeNames = Declarations.attributeNodes(attributes).map(\.simpleName)
        type.modifierNames = node.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.text) ?? []
        type.nameOffset = nameToken.positionAfterSkippingLeadingTrivia.utf8Offset
        if type.initializers.contains(where: \.isFailable) {
            typesWithFailableInit.insert(name)
            typesWithFailableInit.insert(leaf)
        }
        types.append(type)
        return .visitChildren
    }

    /// The stored instance properties of a primary body.
    private func storedProperties(_ members: MemberBlockItemListSyntax, path: [IfConfigClauseRef]) -> [StoredProperty] {
        var result: [StoredProperty] = []
        Declarations.forEachMember(members, file: file, path: path) { decl, path in
            guard let variable = decl.as(VariableDeclSyntax.self), !Declarations.isStatic(variable.modifiers) else { return }
            let attributes = Declarations.attributes(variable.attributes, file: file)
            var access = AccessLevel.internal
            for modifier in variable.modifiers where modifier.detail == nil {
                if let level = AccessLevel(keyword: modifier.name.text) { access = level }
            }
            for binding in variable.bindings where Declarations.isStored(binding) {
                for token in Declarations.boundNames(binding.pattern) {
                    result.append(StoredProperty(
                        name: Identifiers.unescaped(token.text), declaration: variable, binding: binding, nameToken: token,
                        attributes: attributes, access: access, ifConfigPath: path, file: file))
                }
            }
        }
        return result
    }
}

/// Syntax facts about declarations, shared by the model and the rules.
package enum Declarations {
    /// Calls `body` with every member declaration, entering every `#if` clause, and the
    /// clause path that leads to it.
    package static func forEachMember(_ members: MemberBlockItemListSyntax, file: SourceFile, path: [IfConfigClauseRef],
                              _ body: (DeclSyntax, [IfConfigClauseRef]) -> Void) {
        for member in members {
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else {
                body(member.decl, path)
                continue
            }
            for (index, clause) in ifConfig.clauses.enumerated() {
                guard case .decls(let inner) = clause.elements else { continue }
                let ref = IfConfigClauseRef(file: file.index, blockOffset: ifConfig.position.utf8Offset, clause: index)
                forEachMember(inner, file: file, path: path + [ref], body)
            }
        }
    }

    /// The initializers (with bodies) and the names of the instance methods, computed
    /// properties and subscripts of a primary body or an extension.
    package static func initializersAndMembers(_ members: MemberBlockItemListSyntax, file: SourceFile, place: InitializerPlace,
                                       path: [IfConfigClauseRef]) -> ([Initializer], Set<String>) {
        var initializers: [Initializer] = []
        var names = Set<String>()
        forEachMember(members, file: file, path: path) { decl, path in
            if let initializer = decl.as(InitializerDeclSyntax.self), initializer.body != nil {
                initializers.append(Initializer(declaration: initializer, file: file, place: place, ifConfigPath: path))
            } else if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers, isStatic(modifiers) {
                return
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                names.insert(Identifiers.unescaped(function.name.text))
            } else if decl.is(SubscriptDeclSyntax.self) {
                names.insert("subscript")
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where !isStored(binding) {
                    for token in boundNames(binding.pattern) { names.insert(Identifiers.unescaped(token.text)) }
                }
            }
        }
        return (initializers, names)
    }

    /// The names of an inheritance clause as written (`NSObject`, `Foo.Bar`), without generic
    /// arguments or attributes (`@unchecked Sendable` → `Sendable`).
    package static func inheritedTypeNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).map { typeName($0.type) }
    }

    package static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// True when the members declare an initializer in every `#if` configuration.
    package static func alwaysDeclaresInit(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            if member.decl.is(InitializerDeclSyntax.self) { return true }
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self),
                  ifConfig.clauses.last?.poundKeyword.tokenKind == .poundElse else { return false }
            return ifConfig.clauses.allSatisfy { clause in
                guard case .decls(let inner) = clause.elements else { return false }
                return alwaysDeclaresInit(inner)
            }
        }
    }

    /// The attributes of a list, entering `#if` clauses.
    package static func attributeNodes(_ list: AttributeListSyntax) -> [AttributeSyntax] {
        var result: [AttributeSyntax] = []
        for element in list {
            switch element {
            case .attribute(let attribute):
                result.append(attribute)
            case .ifConfigDecl(let ifConfig):
                for clause in ifConfig.clauses {
                    if case .attributes(let inner) = clause.elements { result += attributeNodes(inner) }
                }
            @unknown default: break
            }
        }
        return result
    }

    /// The attributes of a list of `file` (entering `#if` clauses), held by place for facts
    /// that outlive the tree.
    package static func attributes(_ list: AttributeListSyntax, file: SourceFile) -> [AttributeInfo] {
        attributeNodes(list).map { AttributeInfo($0, file: file) }
    }

    /// A binding is stored unless it has a getter or get/set accessors (observers keep it stored).
    package static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        switch accessors {
        case .getter: return false
        case .accessors(let list):
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        @unknown default: return false
        }
    }

    package static func boundNames(_ pattern: PatternSyntax) -> [TokenSyntax] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { boundNames($0.pattern) } }
        return []
    }

    /// `Settings.Row` for `extension Settings.Row<T> where …`.
    package static func typeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return Identifiers.unescaped(identifier.name.text) }
        if let member = type.as(MemberTypeSyntax.self) { return typeName(member.baseType) + "." + Identifiers.unescaped(member.name.text) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        return type.trimmedDescription
    }

    /// The qualified name of the type (or extended type) around `node`, or nil at file level.
    package static func owner(of node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if let decl = ancestor.as(ExtensionDeclSyntax.self) { return typeName(decl.extendedType) }
            for leaf in [ancestor.as(StructDeclSyntax.self)?.name, ancestor.as(ClassDeclSyntax.self)?.name,
                         ancestor.as(EnumDeclSyntax.self)?.name, ancestor.as(ActorDeclSyntax.self)?.name].compactMap({ $0 }) {
                return qualifiedName(of: ancestor, leaf: Identifiers.unescaped(leaf.text))
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The name qualified by enclosing types and extensions, or nil for a type declared
    /// inside a function, closure, accessor or macro argument (a local type).
    package static func qualifiedName(of node: Syntax, leaf: String) -> String? {
        var components = [leaf]
        var current = node.parent
        while let ancestor = current {
            if let decl = ancestor.as(StructDeclSyntax.self) { components.insert(Identifiers.unescaped(decl.name.text), at: 0) }
            else if let decl = ancestor.as(ClassDeclSyntax.self) { components.insert(Identifiers.unescaped(decl.name.text), at: 0) }
            else if let decl = ancestor.as(EnumDeclSyntax.self) { components.insert(Identifiers.unescaped(decl.name.text), at: 0) }
            else if let decl = ancestor.as(ActorDeclSyntax.self) { components.insert(Identifiers.unescaped(decl.name.text), at: 0) }
            else if let decl = ancestor.as(ExtensionDeclSyntax.self) { components.insert(typeName(decl.extendedType), at: 0) }
            else if ancestor.is(CodeBlockSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorBlockSyntax.self)
                        || ancestor.is(MacroExpansionExprSyntax.self) || ancestor.is(MacroExpansionDeclSyntax.self)
                        || ancestor.is(ProtocolDeclSyntax.self) {
                return nil
            }
            current = ancestor.parent
        }
        return components.joined(separator: ".")
    }

    /// True when a name is bound where `node` is, so that a bare `name` there is not the member:
    /// a parameter, local, closure parameter or `if`/`guard`/`for`/`case` binding of the member
    /// declaration (or top-level item) around `node` that is visible there (`LocalBindings`). A
    /// binding whose scope is not modelled counts everywhere in that declaration: a rule that
    /// asks stays silent rather than report a name that may not be the member.
    package static func isShadowed(_ name: String, at node: Syntax) -> Bool {
        var declaration = node
        while let parent = declaration.parent, !parent.is(MemberBlockItemSyntax.self),
              !(parent.is(CodeBlockItemListSyntax.self) && parent.parent?.is(SourceFileSyntax.self) == true) {
            declaration = parent
        }
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return LocalBindings.bindings(in: declaration).contains { $0.name == name && ($0.scope?.contains(offset) ?? true) }
    }

    /// True when `node` is inside an initializer's body. A function or an accessor in between
    /// ends the search; so does a closure unless `throughClosures` (a builder closure passed in
    /// `self.init(content: VStack { … })` runs during initialization, an escaping one may not).
    package static func isInInitializer(_ node: Syntax, throughClosures: Bool) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(InitializerDeclSyntax.self) { return true }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) { return false }
            if !throughClosures && syntax.is(ClosureExprSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// The `#if` clauses enclosing `node`, outermost first.
    package static func ifConfigPath(of node: Syntax, file: Int) -> [IfConfigClauseRef] {
        var path: [IfConfigClauseRef] = []
        var current = node.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self),
               let list = clause.parent?.as(IfConfigClauseListSyntax.self),
               let block = list.parent?.as(IfConfigDeclSyntax.self) {
                let index = list.firstIndex(where: { $0.id == clause.id }).map { list.distance(from: list.startIndex, to: $0) } ?? 0
                path.insert(IfConfigClauseRef(file: file, blockOffset: block.position.utf8Offset, clause: index), at: 0)
            }
            current = ancestor.parent
        }
        return path
    }
}
