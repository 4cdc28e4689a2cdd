import StateFixCore
import SwiftSyntax

/// An attribute written on a declaration, e.g. `@State`, `@SwiftUI.State`, `@Clamped(0...1)`.
/// Part of a declaration's facts: the syntax is held by place (`@Place`). Rules that walk a
/// tree themselves use `Declarations.attributeNodes` and the `AttributeSyntax` names below.
package struct AttributeInfo: Codable {
    /// The attribute's name as written without arguments (`State`, `SwiftUI.State`, `available`).
    package var name: String
    /// Arguments are written (`@Environment(\.dismiss)`, `@Clamped(0...1)`).
    package var hasArguments: Bool
    /// The attribute (parsing its file when its tree is not there; `$node` is its place).
    @Place package var node: AttributeSyntax

    /// An attribute of `file`'s tree.
    init(_ attribute: AttributeSyntax, file: SourceFile) {
        name = attribute.writtenName
        hasArguments = attribute.arguments != nil
        _node = Place(attribute, in: file)
    }

    /// The last component of the name (`State` for `SwiftUI.State`).
    package var simpleName: String { AttributeSyntax.simpleName(of: name) }
}

extension AttributeSyntax {
    /// The attribute's name as written without arguments (`State`, `SwiftUI.State`, `available`).
    package var writtenName: String {
        // A plain name is one token, whose text is the trimmed description (without building it).
        if let identifier = attributeName.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil, !identifier.hasError {
            return identifier.name.text
        }
        return attributeName.trimmedDescription
    }

    /// The last component of the name (`State` for `SwiftUI.State`).
    package var simpleName: String { Self.simpleName(of: writtenName) }

    static func simpleName(of name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }
}

/// A stored instance property declared in a type's primary body. Its syntax is held by place
/// (`@Place`: `declaration` is the node, `$declaration` its place), so the property's facts
/// do not need the file's tree.
package final class StoredProperty: Codable {
    /// The property's name (`count`; backticks removed).
    package let name: String
    @Place package var declaration: VariableDeclSyntax
    @Place package var binding: PatternBindingSyntax
    /// The name token (where declaration findings point).
    @Place package var nameToken: TokenSyntax
    package let attributes: [AttributeInfo]
    /// True when an attribute is exactly `@State` or `@SwiftUI.State`.
    package let isState: Bool
    /// The declared access level (`internal` when none is written). `private(set)` is ignored.
    package let access: AccessLevel
    package let isLet: Bool
    /// `lazy` is written.
    package let isLazy: Bool
    @OptionalPlace package var typeAnnotation: TypeSyntax?
    /// The initial value written in the declaration (`= expr`), if any.
    @OptionalPlace package var initialValue: ExprSyntax?
    /// The type annotation is an optional (`T?`, `T!`, `Optional<T>`).
    private let typeIsOptional: Bool
    /// The `#if` clauses around the declaration, outermost first.
    package let ifConfigPath: [IfConfigClauseRef]
    /// UTF-8 offset of the name (after its leading trivia), where declaration findings point.
    package let nameOffset: Int
    /// The type annotation as written (`Set`, `[String: Int]?`), without its syntax.
    package let typeAnnotationText: String?
    /// The initial value is `nil`; asks no syntax.
    package let initialValueIsNil: Bool
    /// The callee of an initial value that is a call, as written without `.init` (`Model`,
    /// `Kit.Model`, `Set`; empty for `.init(…)`), else nil; asks no syntax. Rules decide from
    /// these and look into the tree only where they report (its file may not be parsed).
    package let initialValueCallee: String?

    init(name: String, declaration: VariableDeclSyntax, binding: PatternBindingSyntax, nameToken: TokenSyntax,
         attributes: [AttributeInfo], access: AccessLevel, ifConfigPath: [IfConfigClauseRef], file: SourceFile) {
        self.name = name
        self._declaration = Place(declaration, in: file)
        self._binding = Place(binding, in: file)
        self._nameToken = Place(nameToken, in: file)
        self.attributes = attributes
        self.isState = attributes.contains { StateAttribute.matches($0.name) }
        self.access = access
        self.isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        self.isLazy = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        self._typeAnnotation = OptionalPlace(binding.typeAnnotation?.type, in: file)
        self._initialValue = OptionalPlace(binding.initializer?.value, in: file)
        self.typeIsOptional = binding.typeAnnotation.map { Self.isOptionalType($0.type) } ?? false
        self.ifConfigPath = ifConfigPath
        self.nameOffset = nameToken.positionAfterSkippingLeadingTrivia.utf8Offset
        self.typeAnnotationText = binding.typeAnnotation?.type.trimmedDescription
        self.initialValueIsNil = binding.initializer?.value.is(NilLiteralExprSyntax.self) ?? false
        self.initialValueCallee = binding.initializer.flatMap { Identifiers.callee(of: $0.value) }
    }

    package var file: SourceFile { $declaration.file }
    /// An initial value is written (`= expr`); asks no syntax.
    package var hasInitialValue: Bool { $initialValue != nil }
    /// A type annotation is written; asks no syntax.
    package var hasTypeAnnotation: Bool { $typeAnnotation != nil }

    /// Attributes that may be property wrappers or attached macros (upper-case custom
    /// attributes other than `@State`), e.g. `@Binding`, `@Clamped`.
    package var customAttributes: [AttributeInfo] {
        attributes.filter { !StateAttribute.matches($0.name) && ($0.simpleName.first?.isUppercase ?? false) }
    }

    /// True when a property wrapper (or attached macro) may wrap the property: `@State` or
    /// another upper-case attribute. Its `_name` storage then exists.
    package var isWrapped: Bool { isState || !customAttributes.isEmpty }

    /// The names code uses for the property: `x`, its storage `_x` and its projection `$x`.
    package var referenceNames: Set<String> { [name, "_" + name, "$" + name] }

    /// True when the property starts initialized without an assignment in an initializer:
    /// it has an initial value, is an optional `var` (implicitly `nil`, wrapped or not), or is wrapped by a
    /// property wrapper given arguments (`@Environment(\.dismiss)`) or one whose wrapper
    /// type has `init()` (`@FocusState`, `@Namespace`, `@EnvironmentObject`, `@Query`).
    package var startsInitialized: Bool {
        if hasInitialValue || hasImplicitNil { return true }
        if let wrapper = customAttributes.first {
            if wrapper.hasArguments { return true }
            return Self.wrappersWithDefaultInit.contains(wrapper.simpleName)
        }
        return false
    }

    /// True for an optional `var` without initial value: Swift initializes it with `nil`
    /// (a wrapped one through `init(wrappedValue: nil)`, so `@State var x: T?` starts with a
    /// value exactly like `@State var x: T? = nil`).
    package var hasImplicitNil: Bool {
        !isLet && !hasInitialValue && typeIsOptional
    }

    package static let wrappersWithDefaultInit: Set<String> = [
        "FocusState", "Namespace", "EnvironmentObject", "Query", "AccessibilityFocusState", "GestureState",
    ]

    package static func isOptionalType(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
        return false
    }
}

