import StateFixCore
import StateFixModel

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
    /// walk that names the classes it holds (one set, here; the word is the `observation`
    /// family's too, so it is declared in `TriggerWords`).
    static let stateObjectWords = [TriggerWords.stateObject]

    /// Whether `type` is a class with the `@Observable` macro (`@Observable`, `@Observation.Observable`).
    static func isObservableClass(_ type: TypeDeclaration) -> Bool {
        type.kind == .class && type.attributeNames.contains { $0 == "Observable" || $0 == "Observation.Observable" }
    }

    /// The class a `@StateObject` holds, as written (`Model`, `Settings.Model`): its type
    /// annotation without `?`/`!`, else the callee of its initial value (`StoredProperty`'s
    /// `typeAnnotationText` and `initialValueCallee`, or the same read from syntax by the
    /// follower). Nil for a generic type, and for a callee that is not a type (`makeModel()`,
    /// `Store.make()`): a type is spelt with capitals.
    static func heldTypeName(annotation: String?, callee: String?) -> String? {
        var name = annotation ?? callee ?? ""
        if annotation != nil, let last = name.last, last == "?" || last == "!" { name.removeLast() }
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        let isTypeName = components.allSatisfy { component in
            component.first?.isUppercase == true && component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        return !name.isEmpty && isTypeName ? name : nil
    }

    /// Whether an attribute, as written, is `@StateObject` or `@SwiftUI.StateObject`.
    static func isStateObject(_ attribute: String) -> Bool {
        attribute == "StateObject" || attribute == "SwiftUI.StateObject"
    }
}
