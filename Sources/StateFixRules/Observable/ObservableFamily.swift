import StateFixCore
import StateFixModel
import SwiftSyntax

extension RuleFamily {
    /// Code already on the Observation framework that still holds its classes with
    /// `ObservableObject`'s property wrappers (Apple's migration guide, last step).
    package static let observable = RuleFamily(id: "observable", sourceFolder: "Observable", summary: "@Observable classes held by ObservableObject's wrappers")
}

/// What the rules of the `observable` family share: the classes are `@Observable` already
/// (their own migration, the `observation` family's, is done or was written by hand); the
/// rules find the wrappers that still treat them as `ObservableObject`s.
enum ObservableFamily {
    /// The `observable` family: a rule reads the files that spell its wrapper, and follows the
    /// type each such property holds to the file that declares it (is it an `@Observable` class?).
    static let description = FamilyDescription(.observable, readings: [
        RuleReading(ObservableStateObject.id, needles: stateObjectWords, follows: [ObservableStateObject.follower], indexes: [TypeIndex.self]),
    ])

    /// The bytes a `@StateObject` declaration spells: the rule's needles, and the gate of the
    /// walk that names the classes it holds (declared once, here).
    static let stateObjectWords = ["StateObject"]

    /// Whether `type` is a class with the `@Observable` macro (`@Observable`, `@Observation.Observable`).
    static func isObservableClass(_ type: TypeDeclaration) -> Bool {
        type.kind == .class && type.attributeNames.contains { $0 == "Observable" || $0 == "Observation.Observable" }
    }

    /// The class a stored property holds, as written: its type annotation (`Model`, `Model?`,
    /// `Settings.Model`), else the type its initial value constructs (`Model()`,
    /// `Settings.Model(…)`); nil when neither says.
    static func heldTypeName(_ declaration: VariableDeclSyntax) -> String? {
        guard let binding = declaration.bindings.first else { return nil }
        if var type = binding.typeAnnotation?.type {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = implicit.wrappedType }
            return typeName(type)
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        let name = call.calledExpression.trimmedDescription
        // A type is spelt with capitals; `makeModel()` and `model.copy()` are calls of functions.
        let components = name.split(separator: ".")
        guard !components.isEmpty, components.allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return nil }
        return name
    }

    /// `Model` or `Settings.Model` for a plain (possibly qualified) type without generic arguments.
    private static func typeName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil, let base = typeName(member.baseType) {
            return base + "." + member.name.text
        }
        return nil
    }
}
