import SwiftSyntax

/// The per-type model of every file given to one run.
///
/// Built in one pass per file: every struct, class, enum and actor (nested names qualified,
/// `Settings.Row`) with its stored properties and initializers, and every extension, merged by
/// name across all files. Rules query it; they never walk member lists themselves.
public final class ProjectModel {
    /// All files of the run, by index.
    public let files: [SourceFile]
    /// Every type, in file order then source order.
    public private(set) var types: [TypeDeclaration] = []
    /// Names of the generic types declared in the files (`Box` for `struct Box<T>`).
    public private(set) var genericTypeNames: Set<String> = []
    /// Names of types that declare a failable initializer (`init?`/`init!`) or are enums with raw values.
    public private(set) var typesWithFailableInit: Set<String> = []
    /// Names of global actors declared in the files (`@globalActor actor DatabaseActor`).
    public private(set) var globalActorNames: Set<String> = []
    private var analyses: [ObjectIdentifier: InitBodyAnalysis] = [:]

    /// Builds the model of `files` (files with syntax errors included: their declarations
    /// count, and types they touch are marked incomplete so that no fix relies on them).
    public init(files: [SourceFile]) {
        self.files = files
        var extensions: [(name: String, file: SourceFile, decl: ExtensionDeclSyntax, path: [IfConfigClauseRef])] = []
        for file in files {
            let collector = DeclarationCollector(file: file)
            collector.walk(file.tree)
            types += collector.types
            extensions += collector.extensions
            genericTypeNames.formUnion(collector.genericTypeNames)
            typesWithFailableInit.formUnion(collector.typesWithFailableInit)
            globalActorNames.formUnion(collector.globalActorNames)
        }
        let byName = Dictionary(grouping: types, by: \.name)
        for (name, group) in byName where group.count > 1 {
            for type in group {
                type.incompleteReason = "another type named '\(name)' is declared in the files given (\(group.map(\.file.path).sorted().joined(separator: ", ")))"
            }
        }
        for type in types where type.file.syntaxError != nil {
            type.incompleteReason = "\(type.file.path) has a syntax error"
        }
        for (name, file, decl, path) in extensions {
            guard let group = byName[name] else { continue }
            let targets = group.count == 1 ? group : group.filter { $0.file === file }
            for type in targets {
                type.extensions.append((file, decl))
                if file.syntaxError != nil {
                    type.incompleteReason = "an extension in \(file.path), which has a syntax error"
                }
                DeclarationCollector.collectInitializersAndMembers(decl.memberBlock.members, into: type, file: file, place: .extension, path: path)
            }
        }
    }

    /// The analysis of an initializer's body against its type's stored properties (cached).
    public func analysis(of initializer: Initializer, in type: TypeDeclaration) -> InitBodyAnalysis {
        if let cached = analyses[ObjectIdentifier(initializer)] { return cached }
        let result = InitBodyAnalysis(initializer: initializer, type: type)
        analyses[ObjectIdentifier(initializer)] = result
        return result
    }
}

/// Walks one file and records its type declarations and extensions.
final class DeclarationCollector: SyntaxVisitor {
    let file: SourceFile
    var types: [TypeDeclaration] = []
    var extensions: [(name: String, file: SourceFile, decl: ExtensionDeclSyntax, path: [IfConfigClauseRef])] = []
    var genericTypeNames: Set<String> = []
    var typesWithFailableInit: Set<String> = []
    var globalActorNames: Set<String> = []

    init(file: SourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
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
            typesWithFailableInit.insert(Self.qualifiedName(of: Syntax(node), leaf: node.name.text) ?? node.name.text)
            typesWithFailableInit.insert(node.name.text)
        }
        return record(Syntax(node), .enum, node.name, node.genericParameterClause != nil, node.memberBlock, node.attributes)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(Syntax(node), .actor, node.name, node.genericParameterClause != nil, node.memberBlock, node.attributes)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.typeName(node.extendedType)
        extensions.append((name, file, node, Self.ifConfigPath(of: Syntax(node), file: file.index)))
        for member in node.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.optionalMark != nil {
                typesWithFailableInit.insert(name)
            }
        }
        return .visitChildren
    }

    private func record(_ node: Syntax, _ kind: TypeKind, _ nameToken: TokenSyntax, _ generic: Bool,
                        _ members: MemberBlockSyntax, _ attributes: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        let leaf = Self.unescaped(nameToken.text)
        let name = Self.qualifiedName(of: node, leaf: leaf) ?? "\(leaf) (local type at \(file.path):\(file.location(of: nameToken.positionAfterSkippingLeadingTrivia.utf8Offset).line))"
        if generic { genericTypeNames.insert(name); genericTypeNames.insert(leaf) }
        if kind == .actor, attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "globalActor" }) {
            globalActorNames.insert(leaf)
        }
        let type = TypeDeclaration(name: name, kind: kind, file: file, declaration: DeclSyntax(node)!, memberBlock: members,
                                   isGeneric: generic, ifConfigPath: Self.ifConfigPath(of: node, file: file.index))
        collectMembers(members.members, into: type, path: type.ifConfigPath)
        Self.collectInitializersAndMembers(members.members, into: type, file: file, place: .primaryBody, path: type.ifConfigPath)
        type.primaryBodyAlwaysDeclaresInit = Self.alwaysDeclaresInit(members.members)
        if type.initializers.contains(where: { $0.declaration.optionalMark != nil }) {
            typesWithFailableInit.insert(name)
            typesWithFailableInit.insert(leaf)
        }
        types.append(type)
        return .visitChildren
    }

    /// Calls `body` with every member declaration, entering every `#if` clause, and the
    /// clause path that leads to it.
    static func forEachMember(_ members: MemberBlockItemListSyntax, file: SourceFile, path: [IfConfigClauseRef],
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

    /// Records the stored instance properties of a primary body.
    private func collectMembers(_ members: MemberBlockItemListSyntax, into type: TypeDeclaration, path: [IfConfigClauseRef]) {
        Self.forEachMember(members, file: file, path: path) { decl, path in
            guard let variable = decl.as(VariableDeclSyntax.self), !Self.isStatic(variable.modifiers) else { return }
            let attributes = Self.attributes(variable.attributes)
            var access = AccessLevel.internal
            for modifier in variable.modifiers where modifier.detail == nil {
                if let level = AccessLevel(keyword: modifier.name.text) { access = level }
            }
            for binding in variable.bindings where Self.isStored(binding) {
                for token in Self.boundNames(binding.pattern) {
                    type.storedProperties.append(StoredProperty(
                        name: Self.unescaped(token.text), declaration: variable, binding: binding, nameToken: token,
                        attributes: attributes, access: access, ifConfigPath: path, file: file))
                }
            }
        }
    }

    /// Records the initializers (with bodies), instance methods, computed properties and
    /// subscripts of a primary body or an extension.
    static func collectInitializersAndMembers(_ members: MemberBlockItemListSyntax, into type: TypeDeclaration, file: SourceFile,
                                              place: InitializerPlace, path: [IfConfigClauseRef]) {
        forEachMember(members, file: file, path: path) { decl, path in
            if let initializer = decl.as(InitializerDeclSyntax.self), initializer.body != nil {
                type.initializers.append(Initializer(declaration: initializer, file: file, place: place, ifConfigPath: path))
            } else if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers, isStatic(modifiers) {
                return
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                type.instanceMemberNames.insert(unescaped(function.name.text))
            } else if decl.is(SubscriptDeclSyntax.self) {
                type.instanceMemberNames.insert("subscript")
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where !isStored(binding) {
                    for token in boundNames(binding.pattern) { type.instanceMemberNames.insert(unescaped(token.text)) }
                }
            }
        }
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// True when the members declare an initializer in every `#if` configuration.
    static func alwaysDeclaresInit(_ members: MemberBlockItemListSyntax) -> Bool {
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

    static func attributes(_ list: AttributeListSyntax) -> [AttributeInfo] {
        var result: [AttributeInfo] = []
        for element in list {
            switch element {
            case .attribute(let attribute):
                result.append(AttributeInfo(name: attribute.attributeName.trimmedDescription, node: attribute))
            case .ifConfigDecl(let ifConfig):
                for clause in ifConfig.clauses {
                    if case .attributes(let inner) = clause.elements { result += attributes(inner) }
                }
            @unknown default: break
            }
        }
        return result
    }

    /// A binding is stored unless it has a getter or get/set accessors (observers keep it stored).
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        switch accessors {
        case .getter: return false
        case .accessors(let list):
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        @unknown default: return false
        }
    }

    static func boundNames(_ pattern: PatternSyntax) -> [TokenSyntax] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { boundNames($0.pattern) } }
        return []
    }

    static func unescaped(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// `Settings.Row` for `extension Settings.Row<T> where …`.
    static func typeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return unescaped(identifier.name.text) }
        if let member = type.as(MemberTypeSyntax.self) { return typeName(member.baseType) + "." + unescaped(member.name.text) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        return type.trimmedDescription
    }

    /// The name qualified by enclosing types and extensions, or nil for a type declared
    /// inside a function, closure, accessor or macro argument (a local type).
    static func qualifiedName(of node: Syntax, leaf: String) -> String? {
        var components = [leaf]
        var current = node.parent
        while let ancestor = current {
            if let decl = ancestor.as(StructDeclSyntax.self) { components.insert(unescaped(decl.name.text), at: 0) }
            else if let decl = ancestor.as(ClassDeclSyntax.self) { components.insert(unescaped(decl.name.text), at: 0) }
            else if let decl = ancestor.as(EnumDeclSyntax.self) { components.insert(unescaped(decl.name.text), at: 0) }
            else if let decl = ancestor.as(ActorDeclSyntax.self) { components.insert(unescaped(decl.name.text), at: 0) }
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

    /// The `#if` clauses enclosing `node`, outermost first.
    static func ifConfigPath(of node: Syntax, file: Int) -> [IfConfigClauseRef] {
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
