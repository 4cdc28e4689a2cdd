import StateFixCore
import StateFixModel
import SwiftSyntax

/// `state-eager-class-init` (note): a `@State` whose initial value constructs a class instance,
/// in a project that supports iOS before 17 or macOS before 14.
///
/// Follows the iOS 27 release notes: `@State var model = Model()` evaluates `Model()` every time
/// the view is re-created (SwiftUI keeps only the first instance); the Xcode 27 `@State` runtime
/// back-deploys only to iOS 17 / macOS 14, so on older systems the repeated work remains.
/// Reported only when the minimum deployment target is below those versions.
struct StateEagerClassInit: ProjectRule {
    static let description = RuleDescription(
        id: "state-eager-class-init", family: .state,
        summary: "A @State initial value constructs a class instance again on every view re-creation (targets before iOS 17 / macOS 14).",
        source: "iOS 27 release notes (the State runtime back-deploys to iOS 17 / macOS 14)",
        severity: .note, runsAfter: StateFamily.afterMigration,
        options: [ClassConstruction.option],
        details: """
        `@State private var model = LibraryModel()` runs `LibraryModel()` every time the view is
        re-created (SwiftUI keeps the first instance); the Xcode 27 `@State` runtime that avoids this
        back-deploys only to iOS 17 / macOS 14. Reported, as a note, only when the minimum deployment
        target is below those versions; classes are the ones declared in the files, common Foundation
        formatters and coders, and the names in the rule's `classes` setting. Notes fail a run only
        with `--strict` (or `--fail-on note`).
        """,
        triggeringExamples: [
            RuleExample("""
            final class Model {}
            struct Screen: View {
                @State private var ↓model = Model()
                @State private var ↓formatter = DateFormatter()
                var body: some View { Text("") }
            }
            """, expect: [FindingSpec(.note, "before iOS 17"), FindingSpec(.note, "DateFormatter")],
                        configuration: ExampleConfiguration(minIOS: "16")),
            RuleExample("""
            struct Screen: View {
                @State private var ↓store = Kit.Store()
                var body: some View { Text("") }
            }
            """, expect: [.note], configuration: ExampleConfiguration(minIOS: "15", options: ["classes": .strings(["Kit.Store"])])),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            final class Model {}
            struct Screen: View {
                @State private var model = Model()
                @State private var count = Count()
                var body: some View { Text("") }
            }
            """, configuration: ExampleConfiguration(minIOS: "17")),
            // No deployment target known: nothing to compare with.
            RuleExample("""
            final class Model {}
            struct Screen: View {
                @State private var model = Model()
                var body: some View { Text("") }
            }
            """),
        ]
    )

    func check(_ context: ProjectContext) -> [Finding] {
        let model = context.index(TypeIndex.self)
        let classes = ClassConstruction.classNames(model, context.options)
        let observable = Set(model.types(inheritingFrom: "ObservableObject").flatMap { [$0.name, $0.leafName] })
        let declared = model.classNames
        var findings: [Finding] = []
        // Findings stay in the property's file: other files are not looked into.
        for (_, property) in context.index(StatePropertyIndex.self).properties where context.reports(in: property.file.index) {
            guard let name = ClassConstruction.constructedClass(property, classes: classes) else { continue }
            // The file's own target. The engine runs the rule only in files whose target is below
            // those versions, or unknown: there it counts the findings and says so once.
            let deployment = context.deploymentTarget(of: [property.file.index])
            let platforms = deployment?.platformNames(below: StateFamily.iOS17, macOS: StateFamily.macOS14) ?? []
            findings.append(Self.finding(
                .note, "@State '\(property.name)' makes a new '\(name)' on every view init before iOS 17 / macOS 14",
                atOffset: property.nameOffset, in: property.file,
                notes: deployment.map { [FindingNote($0.provenance(of: platforms), file: property.file.index, offset: property.nameOffset)] } ?? [],
                noFixReason: Self.advice(name, observable: observable, declared: declared)))
        }
        return findings
    }

    /// What to write instead: `@StateObject` creates its object once, but only for an
    /// `ObservableObject`; a class of the app can become one, a Foundation formatter cannot.
    static func advice(_ name: String, observable: Set<String>, declared: Set<String>) -> String {
        let leaf = String(name.split(separator: ".").last ?? "")
        let once = "create the instance once outside the view and pass it in"
        let until = "until the target is iOS 17 / macOS 14"
        if observable.contains(name) || observable.contains(leaf) { return "\(once), or keep it in an '@StateObject' \(until)" }
        if declared.contains(name) || declared.contains(leaf) {
            return "\(once), or make '\(name)' an ObservableObject in an '@StateObject' \(until)"
        }
        return "\(once) (a 'static let' works for one that is never mutated)"
    }
}
