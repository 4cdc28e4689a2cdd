import SwiftSyntax

/// Swift access levels, lowest first.
public enum AccessLevel: Int, Comparable, Sendable, CustomStringConvertible {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    init?(keyword: String) {
        switch keyword {
        case "private": self = .private
        case "fileprivate": self = .fileprivate
        case "internal": self = .internal
        case "package": self = .package
        case "public": self = .public
        case "open": self = .open
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .private: "private"
        case .fileprivate: "fileprivate"
        case .internal: "internal"
        case .package: "package"
        case .public: "public"
        case .open: "open"
        }
    }
}

/// One clause of an `#if` block that encloses a declaration: the block's UTF-8 offset in
/// its file and the clause's index (0 for `#if`, then `#elseif`s and `#else`).
public struct IfConfigClauseRef: Hashable, Sendable {
    public var file: Int
    public var blockOffset: Int
    public var clause: Int
}

/// How a declaration's `#if` clauses relate to another's.
public enum IfConfigRelation {
    /// Both exist in every configuration where the first one exists.
    case together
    /// They never exist in the same configuration (different clauses of one `#if`).
    case exclusive
    /// The second may exist in configurations where the first does not.
    case partly
}

extension Array where Element == IfConfigClauseRef {
    /// Compares the clause path of a declaration (`self`) with that of one that must live
    /// beside it (`other`, e.g. an initializer that would assign a property).
    func relation(to other: [IfConfigClauseRef]) -> IfConfigRelation {
        for (mine, theirs) in zip(self, other) where mine != theirs {
            if mine.file == theirs.file && mine.blockOffset == theirs.blockOffset { return .exclusive }
            return .partly
        }
        return other.count >= count ? .together : .partly
    }
}

/// An attribute written on a declaration, e.g. `@State`, `@SwiftUI.State`, `@Clamped(0...1)`.
public struct AttributeInfo {
    /// The attribute's name as written without arguments (`State`, `SwiftUI.State`, `available`).
    public var name: String
    public var node: AttributeSyntax

    /// The last component of the name (`State` for `SwiftUI.State`).
    public var simpleName: String { String(name.split(separator: ".").last ?? Substring(name)) }
}

/// A stored instance property declared in a type's primary body.
public final class StoredProperty {
    /// The property's name (`count`; backticks removed).
    public let name: String
    public let declaration: VariableDeclSyntax
    public let binding: PatternBindingSyntax
    /// The name token (where declaration findings point).
    public let nameToken: TokenSyntax
    public let attributes: [AttributeInfo]
    /// True when an attribute is exactly `@State` or `@SwiftUI.State`.
    public let isState: Bool
    /// The declared access level (`internal` when none is written). `private(set)` is ignored.
    public let access: AccessLevel
    public let isLet: Bool
    public let typeAnnotation: TypeSyntax?
    /// The initial value written in the declaration (`= expr`), if any.
    public let initialValue: ExprSyntax?
    /// The `#if` clauses around the declaration, outermost first.
    public let ifConfigPath: [IfConfigClauseRef]
    public let file: SourceFile

    init(name: String, declaration: VariableDeclSyntax, binding: PatternBindingSyntax, nameToken: TokenSyntax,
         attributes: [AttributeInfo], access: AccessLevel, ifConfigPath: [IfConfigClauseRef], file: SourceFile) {
        self.name = name
        self.declaration = declaration
        self.binding = binding
        self.nameToken = nameToken
        self.attributes = attributes
        self.isState = attributes.contains { $0.name == "State" || $0.name == "SwiftUI.State" }
        self.access = access
        self.isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        self.typeAnnotation = binding.typeAnnotation?.type
        self.initialValue = binding.initializer?.value
        self.ifConfigPath = ifConfigPath
        self.file = file
    }

    /// Attributes that may be property wrappers or attached macros (upper-case custom
    /// attributes other than `@State`), e.g. `@Binding`, `@Clamped`.
    public var customAttributes: [AttributeInfo] {
        attributes.filter { $0.name != "State" && $0.name != "SwiftUI.State" && ($0.simpleName.first?.isUppercase ?? false) }
    }

    /// True when the property starts initialized without an assignment in an initializer:
    /// it has an initial value, is an optional `var` (implicitly `nil`, wrapped or not), or is wrapped by a
    /// property wrapper given arguments (`@Environment(\.dismiss)`) or one whose wrapper
    /// type has `init()` (`@FocusState`, `@Namespace`, `@EnvironmentObject`, `@Query`).
    public var startsInitialized: Bool {
        if initialValue != nil || hasImplicitNil { return true }
        if let wrapper = customAttributes.first {
            if wrapper.node.arguments != nil { return true }
            return Self.wrappersWithDefaultInit.contains(wrapper.simpleName)
        }
        return false
    }

    /// True for an optional `var` without initial value: Swift initializes it with `nil`
    /// (a wrapped one through `init(wrappedValue: nil)`, so `@State var x: T?` starts with a
    /// value exactly like `@State var x: T? = nil`).
    public var hasImplicitNil: Bool {
        !isLet && initialValue == nil && (typeAnnotation.map(Self.isOptionalType) ?? false)
    }

    static let wrappersWithDefaultInit: Set<String> = [
        "FocusState", "Namespace", "EnvironmentObject", "Query", "AccessibilityFocusState", "GestureState",
    ]

    static func isOptionalType(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
        return false
    }
}

/// Where an initializer is declared.
public enum InitializerPlace {
    case primaryBody
    case `extension`
}

/// An initializer declared in a type's primary body or in one of its extensions.
public final class Initializer {
    public let declaration: InitializerDeclSyntax
    public let file: SourceFile
    public let place: InitializerPlace
    /// True when the body calls `self.init(…)` or assigns `self = …`: it initializes no
    /// stored property itself.
    public let isDelegating: Bool
    public let isInlinable: Bool
    public let ifConfigPath: [IfConfigClauseRef]

    init(declaration: InitializerDeclSyntax, file: SourceFile, place: InitializerPlace, ifConfigPath: [IfConfigClauseRef]) {
        self.declaration = declaration
        self.file = file
        self.place = place
        self.ifConfigPath = ifConfigPath
        self.isInlinable = declaration.attributes.contains {
            guard case .attribute(let attribute) = $0 else { return false }
            return attribute.attributeName.trimmedDescription == "inlinable"
        }
        self.isDelegating = declaration.body.map(Initializer.delegates) ?? false
    }

    /// `init(page:title:)`, `init?(rawValue:)`, `init()`.
    public var displayName: String {
        let labels = declaration.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "init" + (declaration.optionalMark?.text ?? "") + "(\(labels))"
    }

    /// `init(name:) (line 12)`, or `init(name:) in Other.swift:4` when declared in another
    /// file than `file`: names an initializer unambiguously in a message.
    public func locatedName(from file: SourceFile) -> String {
        let line = self.file.location(of: keywordOffset).line
        return self.file === file ? "\(displayName) (line \(line))" : "\(displayName) in \(self.file.name):\(line)"
    }

    /// UTF-8 offset of the `init` keyword.
    public var keywordOffset: Int { declaration.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset }

    /// `self.init(…)` calls in a body, outside closures and nested functions.
    public static func selfInitCalls(in body: CodeBlockSyntax) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                   member.declName.baseName.tokenKind == .keyword(.`init`),
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    calls.append(node)
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.calls
    }

    /// True when the body calls `self.init(…)` or assigns `self = …`.
    private static func delegates(_ body: CodeBlockSyntax) -> Bool {
        if !selfInitCalls(in: body).isEmpty { return true }
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                   elements[0].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    found = true
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }
}

/// The kind of a nominal type.
public enum TypeKind: String {
    case `struct`, `class`, `enum`, `actor`
}

/// One nominal type, merged across every file given: its primary declaration, its stored
/// properties and every initializer of the primary body and of its extensions.
public final class TypeDeclaration {
    /// Qualified name (`Settings.Row`); local types get a name no extension can spell.
    public let name: String
    public let kind: TypeKind
    public let file: SourceFile
    public let declaration: DeclSyntax
    public let memberBlock: MemberBlockSyntax
    public let isGeneric: Bool
    public let ifConfigPath: [IfConfigClauseRef]
    public internal(set) var storedProperties: [StoredProperty] = []
    public internal(set) var initializers: [Initializer] = []
    /// The extensions of this type, with their files.
    public internal(set) var extensions: [(file: SourceFile, declaration: ExtensionDeclSyntax)] = []
    /// Names of the instance methods, computed properties and subscripts (`subscript`)
    /// declared in the primary body and in extensions: using one needs `self` fully initialized.
    public internal(set) var instanceMemberNames: Set<String> = []
    /// True when the primary body declares an initializer in every `#if` configuration.
    public internal(set) var primaryBodyAlwaysDeclaresInit = false
    /// Set when facts about this type may be incomplete; fixes are withheld and the reason
    /// is given (another type of the same name, an extension in a file with syntax errors…).
    public internal(set) var incompleteReason: String?

    init(name: String, kind: TypeKind, file: SourceFile, declaration: DeclSyntax, memberBlock: MemberBlockSyntax,
         isGeneric: Bool, ifConfigPath: [IfConfigClauseRef]) {
        self.name = name
        self.kind = kind
        self.file = file
        self.declaration = declaration
        self.memberBlock = memberBlock
        self.isGeneric = isGeneric
        self.ifConfigPath = ifConfigPath
    }

    /// The stored property of that name, if any.
    public func storedProperty(named name: String) -> StoredProperty? {
        storedProperties.first { $0.name == name }
    }

    /// The `@State` stored properties.
    public var stateProperties: [StoredProperty] { storedProperties.filter(\.isState) }

    /// Initializers that initialize stored properties themselves (not `self.init(…)`).
    public var designatedInitializers: [Initializer] { initializers.filter { !$0.isDelegating } }
}
