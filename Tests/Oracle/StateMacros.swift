// The compiler plugin of the compile oracle: the World-2 `@State` macro, and a macro that
// expands to nothing for `#Preview` and `@Previewable` (both worlds). Built as a library
// plugin against the toolchain's SwiftSyntax and loaded with `-load-plugin-library`.
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@State var x: T = e` becomes a computed `x` over a storage peer `__x: State<T>`, plus
/// `_x` (storage spelling; with an initial value typed `State<T>?`, as urbanairship/ios-library
/// #454 reports for Xcode 27: reading it outside an initializer needs unwrapping) and `$x`
/// (binding). No init accessor on `x`: `self.x = v` in an
/// initializer always goes through the setter, which needs `self` fully initialized.
public struct StateMacro: AccessorMacro, PeerMacro {
    struct Parts {
        var name: String
        var type: String
        var initialValue: ExprSyntax?
        var access: String
    }

    static func parts(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) -> Parts? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let access = variable.modifiers.first { ["private", "fileprivate", "internal", "package", "public", "open"].contains($0.name.text) && $0.detail == nil }?.name.text ?? ""
        let value = binding.initializer?.value.trimmed
        var type = binding.typeAnnotation?.type.trimmedDescription
        if type == nil, let value {
            type = inferredType(value)
        }
        guard let type else {
            context.diagnose(Diagnostic(node: Syntax(binding), message: Message(
                "the @State macro needs a type annotation when the type of the initial value is not obvious")))
            return nil
        }
        return Parts(name: name, type: type, initialValue: value, access: access)
    }

    /// The type of an initial value when the text shows it: literals, collections of them,
    /// `T(…)`, `T.init(…)`, `[T]()`, `e as T`. Anything else needs a type annotation.
    static func inferredType(_ value: ExprSyntax) -> String? {
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return inferredType(prefix.expression) }
        if let array = value.as(ArrayExprSyntax.self), let first = array.elements.first, let element = inferredType(first.expression),
           array.elements.allSatisfy({ inferredType($0.expression) == element }) {
            return "[\(element)]"
        }
        if let dictionary = value.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, let first = elements.first,
           let key = inferredType(first.key), let item = inferredType(first.value),
           elements.allSatisfy({ inferredType($0.key) == key && inferredType($0.value) == item }) {
            return "[\(key): \(item)]"
        }
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return type.type.trimmedDescription
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if callee.first?.isUppercase == true || callee.hasPrefix("[") { return callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee }
        }
        return nil
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let parts = parts(declaration, in: context) else { return [] }
        return [
            "get { __\(raw: parts.name).wrappedValue }",
            "nonmutating set { __\(raw: parts.name).wrappedValue = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let parts = parts(declaration, in: context) else { return [] }
        let (x, t) = (parts.name, parts.type)
        let projected = parts.access.isEmpty ? "" : parts.access + " "
        if let value = parts.initialValue {
            return [
                "private let __\(raw: x): SwiftUI.State<\(raw: t)> = SwiftUI.State(wrappedValue: \(value))",
                """
                private var _\(raw: x): SwiftUI.State<\(raw: t)>? {
                    get { __\(raw: x) }
                    nonmutating set { if let newValue { __\(raw: x).adopt(newValue) } }
                }
                """,
                "\(raw: projected)var $\(raw: x): SwiftUI.Binding<\(raw: t)> { __\(raw: x).projectedValue }",
            ]
        }
        return [
            "private var __\(raw: x): SwiftUI.State<\(raw: t)> = SwiftUI.State(pendingInitialValue: ())",
            """
            private var _\(raw: x): SwiftUI.State<\(raw: t)> {
                @storageRestrictions(initializes: __\(raw: x))
                init(initialValue) { __\(raw: x) = initialValue }
                get { __\(raw: x) }
                set { __\(raw: x) = newValue }
            }
            """,
            "\(raw: projected)var $\(raw: x): SwiftUI.Binding<\(raw: t)> { __\(raw: x).projectedValue }",
        ]
    }

    struct Message: DiagnosticMessage {
        let message: String
        init(_ message: String) { self.message = message }
        var diagnosticID: MessageID { MessageID(domain: "StateMacros", id: "state") }
        var severity: DiagnosticSeverity { .error }
    }
}

/// Expands to nothing: `#Preview { … }`, `@Previewable`.
/// SwiftUI's `@Entry var name: T = e` (or `= T()`) in `extension EnvironmentValues`: accessors
/// over a generated key whose default is `e`.
public struct EntryMacro: AccessorMacro, PeerMacro {
    static func parts(_ declaration: some DeclSyntaxProtocol) -> (name: String, type: String, value: String)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value.trimmedDescription else { return nil }
        let type = binding.typeAnnotation?.type.trimmedDescription
            ?? binding.initializer!.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? "Never"
        return (name, type, value)
    }
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let parts = parts(declaration) else { return [] }
        return ["get { self[__Key_\(raw: parts.name).self] }", "set { self[__Key_\(raw: parts.name).self] = newValue }"]
    }
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let parts = parts(declaration) else { return [] }
        return ["struct __Key_\(raw: parts.name): EnvironmentKey { static var defaultValue: \(raw: parts.type) { \(raw: parts.value) } }"]
    }
}

public struct NothingMacro: DeclarationMacro, PeerMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
