import StateFixCore
import SwiftSyntax

/// An attribute written on a declaration, e.g. `@State`, `@SwiftUI.State`, `@Clamped(0...1)`.
package struct AttributeInfo {
    /// The attribute's name as written without arguments (`State`, `SwiftUI.State`, `available`).
    package var name: String
    package var node: AttributeSyntax

    /// The last component of the name (`State` for `SwiftUI.State`).
    package var simpleName: String { String(name.split(separator: ".").last ?? Substring(name)) }
}

/// A stored instance property declared in a type's primary body.
package final class StoredProperty {
    /// The property's name (`count`; backticks removed).
    package let name: String
    package let declaration: VariableDeclSyntax
    package let binding: PatternBindingSyntax
    /// The name token (where declaration findings point).
    package let nameToken: TokenSyntax
    package let attributes: [AttributeInfo]
    /// True when an attribute is exactly `@State` or `@SwiftUI.State`.
    package let isState: Bool
    /// The declared access level (`internal` when none is written). `private(set)` is ignored.
    package let access: AccessLevel
    package let isLet: Bool
    package let typeAnnotation: TypeSyntax?
    /// The initial value written in the declaration (`= expr`), if any.
    package let initialValue: ExprSyntax?
    /// The `#if` clauses around the declaration, outermost first.
    package let ifConfigPath: [IfConfigClauseRef]
    package let file: SourceFile

    init(name: String, declaration: VariableDeclSyntax, binding: PatternBindingSyntax, nameToken: TokenSyntax,
         attributes: [AttributeInfo], access: AccessLevel, ifConfigPath: [IfConfigClauseRef], file: SourceFile) {
        self.name = name
        self.declaration = declaration
        self.binding = binding
        self.nameToken = nameToken
        self.attributes = attributes
        self.isState = attributes.contains { StateAttribute.matches($0.name) }
        self.access = access
        self.isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        self.typeAnnotation = binding.typeAnnotation?.type
        self.initialValue = binding.initializer?.value
        self.ifConfigPath = ifConfigPath
        self.file = file
    }

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
    package var hasImplicitNil: Bool {
        !isLet && initialValue == nil && (typeAnnotation.map(Self.isOptionalType) ?? false)
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

