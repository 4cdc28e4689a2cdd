import StateFixCore
import SwiftSyntax

/// The kind of a nominal type.
package enum TypeKind: Codable {
    case `struct`, `class`, `enum`, `actor`
}

/// One nominal type, merged across every file of the run: its primary declaration, its stored
/// properties, every initializer of the primary body and of its extensions, and the types it
/// inherits from or conforms to (in its declaration and its extensions).
package final class TypeDeclaration {
    /// Qualified name (`Settings.Row`); local types get a name no extension can spell.
    package let name: String
    package let kind: TypeKind
    /// The primary declaration (parsing its file when its tree is not there); its place,
    /// `$declaration`, is known without parsing (`range`, `start`, `node(in:)` for a transient
    /// or skeleton tree).
    @Place package var declaration: DeclSyntax
    /// The primary body's member block; `$memberBlock.range` is known without parsing.
    @Place package var memberBlock: MemberBlockSyntax
    /// The file of the primary declaration.
    package var file: SourceFile { $declaration.file }
    package let isGeneric: Bool
    package let ifConfigPath: [IfConfigClauseRef]
    /// The stored instance properties of the primary body, in source order.
    package let storedProperties: [StoredProperty]
    /// Initializers with bodies, of the primary body first, then of each extension.
    package var initializers: [Initializer] { readExtensions(); return ownInitializers }
    /// The extensions of this type, by place (their files and ranges are known without parsing).
    package var extensionRefs: [SyntaxRef<ExtensionDeclSyntax>] { readExtensions(); return ownExtensionRefs }
    /// Names of the instance methods, computed properties and subscripts (`subscript`)
    /// declared in the primary body and in extensions: using one needs `self` fully initialized.
    package var instanceMemberNames: Set<String> { readExtensions(); return ownInstanceMemberNames }
    /// The names in the inheritance clauses of the declaration and of its extensions, as
    /// written (`NSObject`, `ObservableObject`, `Foo.Bar`), without duplicates.
    package var inheritedTypeNames: [String] { readExtensions(); return ownInheritedTypeNames }
    /// `inheritedTypeNames` from the files read so far: no file of the index's reserve is read
    /// for it. For a test whose answer the reserve cannot change (a conformance the reserve's
    /// files cannot spell: they lack the word).
    package var inheritedTypeNamesRead: [String] { ownInheritedTypeNames }
    private var ownInitializers: [Initializer]
    private var ownExtensionRefs: [SyntaxRef<ExtensionDeclSyntax>] = []
    private var ownInstanceMemberNames: Set<String>
    private var ownInheritedTypeNames: [String]
    /// The index that merged this type: what depends on extensions first reads those in its
    /// reserve (`TypeIndex.wake(declaring:)`).
    weak var index: TypeIndex?

    private func readExtensions() { index?.wake(declaring: [leafName]) }
    /// The names in the inheritance clause of the primary declaration alone, as written: for
    /// a class, the first may be its superclass (known without parsing).
    package let declaredInheritedTypeNames: [String]
    /// True when the primary body declares an initializer in every `#if` configuration.
    package let primaryBodyAlwaysDeclaresInit: Bool
    /// Set when facts about this type may be incomplete; fixes are withheld and the reason
    /// is given (another type of the same name, an extension in a file with syntax errors…).
    package internal(set) var incompleteReason: String?

    init(_ facts: FileDeclarations.TypeFacts) {
        name = facts.name
        kind = facts.kind
        _declaration = Place(facts.declaration)
        _memberBlock = Place(facts.memberBlock)
        isGeneric = facts.isGeneric
        ifConfigPath = facts.ifConfigPath
        storedProperties = facts.storedProperties
        ownInitializers = facts.initializers
        ownInstanceMemberNames = facts.instanceMemberNames
        ownInheritedTypeNames = facts.inheritedTypeNames
        declaredInheritedTypeNames = facts.inheritedTypeNames
        primaryBodyAlwaysDeclaresInit = facts.primaryBodyAlwaysDeclaresInit
        attributeNames = facts.attributeNames
        modifierNames = facts.modifierNames
        nameOffset = facts.nameOffset
        primary = (facts.initializers, facts.instanceMemberNames, facts.inheritedTypeNames)
    }

    /// The primary declaration's own initializers, member names and inheritance (before extensions).
    private let primary: (initializers: [Initializer], instanceMemberNames: Set<String>, inheritedTypeNames: [String])

    /// Forgets the extensions added (the index adds them again, in file order).
    func resetExtensions() {
        ownExtensionRefs = []
        (ownInitializers, ownInstanceMemberNames, ownInheritedTypeNames) = primary
    }

    func add(_ facts: FileDeclarations.ExtensionFacts) {
        ownExtensionRefs.append(facts.declaration)
        ownInitializers += facts.initializers
        ownInstanceMemberNames.formUnion(facts.instanceMemberNames)
        for name in facts.inheritedTypeNames where !ownInheritedTypeNames.contains(name) { ownInheritedTypeNames.append(name) }
    }

    /// The simple names of the primary declaration's attributes (`MainActor`, `Observable`)
    /// and its modifiers (`public`, `final`), without syntax.
    package let attributeNames: [String]
    package let modifierNames: [String]
    /// Where the type's name starts, after leading trivia (no parsing).
    package let nameOffset: Int
    /// Where the declaration is, for a message: its file's name and the 1-based line of its
    /// member block (`Row.swift:12`).
    package var place: String { "\(file.name):\(file.location(of: $memberBlock.range.lowerBound).line)" }
    /// The extensions of this type, with their files (parsing those files when needed).
    package var extensions: [(file: SourceFile, declaration: ExtensionDeclSyntax)] { extensionRefs.map { ($0.file, $0.node) } }
    /// The extensions in the files `include` accepts (only those files are parsed when needed).
    package func extensions(where include: (SourceFile) -> Bool) -> [(file: SourceFile, declaration: ExtensionDeclSyntax)] {
        extensionRefs.filter { include($0.file) }.map { ($0.file, $0.node) }
    }
    /// The files of this type's extensions (no parsing).
    package var extensionFiles: [SourceFile] { extensionRefs.map(\.file) }

    /// The stored property of that name, if any.
    package func storedProperty(named name: String) -> StoredProperty? {
        storedProperties.first { $0.name == name }
    }

    /// The `@State` stored properties.
    package var stateProperties: [StoredProperty] { storedProperties.filter(\.isState) }

    /// Initializers that initialize stored properties themselves (not `self.init(…)`).
    package var designatedInitializers: [Initializer] { initializers.filter { !$0.isDelegating } }

    /// The last component of the name (`Row` for `Settings.Row`).
    package var leafName: String { String(name.split(separator: ".").last ?? Substring(name)) }
}
