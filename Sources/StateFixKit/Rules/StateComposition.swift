import SwiftSyntax

/// `state-composition`: `@State` combined with another property wrapper or attached macro
/// on one declaration, or with `@inlinable`/`@usableFromInline`.
///
/// Follows Apple TN3211: with Xcode 27 `@State` is a macro that generates the `_x` storage
/// peer, so a second wrapper fails with "invalid redeclaration of synthesized property
/// '_x'". Report only: the combination needs a redesign (a wrapper inside the state's value
/// type, or a model object).
public struct StateComposition: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "state-composition",
        summary: "@State is combined with another property wrapper, attached macro, or @inlinable/@usableFromInline.",
        source: "Apple TN3211 (State cannot be composed with other property wrappers or macros)",
        triggeringExamples: [
            RuleExample("""
            struct Dial: View {
                @State @Clamped(0...10) private var ↓level = 5
            }
            """),
            RuleExample("""
            struct Dial: View {
                @usableFromInline @State var ↓level = 5
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Dial: View {
                @MainActor @State private var level = 5
                @available(iOS 17, *) @State private var other = 1
                @StateObject @Clamped var model = Model()
            }
            """),
        ],
        corrections: []
    )

    /// Upper-case attributes that are neither property wrappers nor attached macros.
    static let notWrappers: Set<String> = [
        "MainActor", "Previewable", "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged", "NSCopying", "Sendable",
    ]

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.model.types {
            for property in type.stateProperties {
                let offset = property.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset
                let others = property.customAttributes.filter { attribute in
                    let name = attribute.simpleName
                    return !Self.notWrappers.contains(name) && !context.model.globalActorNames.contains(name) && !name.hasSuffix("Actor")
                }
                if !others.isEmpty {
                    let list = others.map { "'@\($0.name)'" }.joined(separator: ", ")
                    findings.append(Finding(
                        ruleID: Self.description.id, severity: .error,
                        message: "@State property '\(property.name)' also has \(list): with Xcode 27 @State is a macro and cannot be combined with another property wrapper or macro (invalid redeclaration of synthesized property '_\(property.name)'; TN3211).",
                        file: property.file.index, offset: offset,
                        noFixReason: "move that behaviour into the value's type or a model object"))
                }
                let inlinable = property.attributes.filter { $0.name == "inlinable" || $0.name == "usableFromInline" }
                if let attribute = inlinable.first {
                    findings.append(Finding(
                        ruleID: Self.description.id, severity: .warning,
                        message: "@State property '\(property.name)' is marked '@\(attribute.name)': the storage the Xcode 27 @State macro generates is not visible to inlinable code (TN3211).",
                        file: property.file.index, offset: offset,
                        noFixReason: "remove '@\(attribute.name)' or expose the value through a non-inlinable accessor"))
                }
            }
        }
        return findings
    }
}
