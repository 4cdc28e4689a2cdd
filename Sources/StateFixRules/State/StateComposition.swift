import StateFixCore
import StateFixModel
import SwiftSyntax

/// `state-composition`: `@State` combined with another property wrapper or attached macro
/// on one declaration, or with `@inlinable`/`@usableFromInline`.
///
/// Follows Apple TN3211: with Xcode 27 `@State` is a macro that generates the `_x` storage
/// peer, so a second wrapper fails with "invalid redeclaration of synthesized property
/// '_x'". Report only: the combination needs a redesign (a wrapper inside the state's value
/// type, or a model object).
struct StateComposition: ProjectRule {
    static let description = RuleDescription(
        id: "state-composition", family: .state,
        summary: "@State is combined with another property wrapper, attached macro, or @inlinable/@usableFromInline.",
        source: "Apple TN3211 (State cannot be composed with other property wrappers or macros)",
        severity: .error, runsAfter: StateFamily.afterMigration,
        details: """
        `@State` together with another property wrapper or attached macro (`@State @Clamped var level`):
        Xcode 27 rejects it ("invalid redeclaration of synthesized property '_level'", `error`). `@State`
        with `@inlinable`/`@usableFromInline`: `warning`. Report only. Global actors (`@MainActor`,
        `@globalActor` types in the files), `@available`, `@objc`, `@Previewable` are fine.
        """,
        triggeringExamples: [
            RuleExample("""
            struct Dial: View {
                @State @Clamped(0...10) private var ↓level = 5
            }
            """, expect: [FindingSpec(.error, "cannot combine")]),
            RuleExample("""
            struct Dial: View {
                @usableFromInline @State var ↓level = 5
            }
            """, expect: [FindingSpec(.warning, "@usableFromInline")]),
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

    func check(_ context: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        let globalActors = context.index(TypeIndex.self).globalActorNames
        // Findings stay in the property's file: other files are not looked into.
        for (_, property) in context.index(StatePropertyIndex.self).properties where context.reports(in: property.file.index) {
            let others = property.customAttributes.filter { attribute in
                let name = attribute.simpleName
                return !Self.notWrappers.contains(name) && !globalActors.contains(name) && !name.hasSuffix("Actor")
            }
            if !others.isEmpty {
                let list = others.map { "'@\($0.name)'" }.joined(separator: ", ")
                findings.append(Self.finding(
                    .error, "@State '\(property.name)' also has \(list), which Xcode 27's @State macro cannot combine with",
                    atOffset: property.nameOffset, in: property.file, noFixReason: "move that behaviour into the value's type or a model object"))
            }
            let inlinable = property.attributes.filter { $0.name == "inlinable" || $0.name == "usableFromInline" }
            if let attribute = inlinable.first {
                findings.append(Self.finding(
                    .warning, "@State '\(property.name)' is '@\(attribute.name)', but inlinable code cannot see the storage Xcode 27's @State makes",
                    atOffset: property.nameOffset, in: property.file,
                    noFixReason: "remove '@\(attribute.name)' or expose the value through a non-inlinable accessor"))
            }
        }
        return findings
    }
}
