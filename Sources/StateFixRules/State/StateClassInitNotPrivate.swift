import StateFixCore
import StateFixModel
import SwiftSyntax

/// `state-class-init-not-private` (opt-in note): a `@State` that is neither `private` nor
/// `fileprivate` and whose initial value constructs a class instance.
///
/// Follows Apple's Xcode 27 SwiftUI data-flow guidance: the `@State` macro defers the initial
/// expression (creating the instance once, lazily, from iOS 17 / macOS 14) only when the
/// property is `private` or `fileprivate`; otherwise it falls back to eager evaluation and runs
/// `Model()` on every initialization of the view value, which SwiftUI then throws away. On
/// older deployment targets `state-eager-class-init` reports every such property instead.
/// Report only: making the property private changes the synthesized memberwise initializer
/// (its parameter disappears) and hides it from code outside the type, which statefix cannot
/// rule out.
struct StateClassInitNotPrivate: ProjectRule {
    static let description = RuleDescription(
        id: "state-class-init-not-private", family: .state,
        summary: "A @State that is not private constructs a class instance, which Xcode 27 still does on every view initialization.",
        source: "Apple Xcode 27 SwiftUI data-flow guidance (lazy @State initialization needs a private property)",
        severity: .note, isOptIn: true, runsAfter: StateFamily.afterMigration,
        options: [ClassConstruction.option],
        details: """
        Xcode 27's `@State` macro initializes a class-typed state lazily, once, only when the property
        is `private` or `fileprivate` (iOS 17 / macOS 14 and later). `@State var store = StickerStore()`
        without `private` falls back to eager evaluation: `StickerStore()` runs every time the view
        value is created, and SwiftUI keeps only the first instance. Reported as a note (it builds and
        behaves as before), for views only: an `App` or `Scene` is created about once per process.
        Classes are the ones declared in the files, common Foundation formatters and coders, and the
        names in the `classes` setting. On a deployment target below iOS 17 / macOS 14,
        `state-eager-class-init` reports these properties instead.

        No fix: `private` removes the property from the synthesized memberwise initializer and from
        code outside the type. Make it `private` where no caller passes or reads it, or create the
        instance outside the view and pass it in.
        """,
        triggeringExamples: [
            RuleExample("""
            final class StickerStore {}
            struct StickerBook: View {
                @State var ↓store = StickerStore()
                @State private(set) var ↓formatter = DateFormatter()
                var body: some View { Text("") }
            }
            """, expect: [FindingSpec(.note, "not private"), FindingSpec(.note, "DateFormatter")]),
            RuleExample("""
            struct Shelf: View {
                @State public var ↓store = Kit.Store()
                var body: some View { Text("") }
            }
            """, expect: [.note], configuration: ExampleConfiguration(minIOS: "17", options: ["classes": .strings(["Kit.Store"])])),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            final class StickerStore {}
            struct Filter {}
            struct StickerBook: View {
                @State private var store = StickerStore()
                @State fileprivate var other = StickerStore()
                @State var filter = Filter()
                @State var count = 0
                var body: some View { Text("") }
            }
            """),
            RuleExample("""
            final class Model {}
            @main struct StickersApp: App {
                @State var model = Model()
                var body: some Scene { WindowGroup { Text("") } }
            }
            """),
            RuleExample("""
            final class Model {}
            struct Screen: View {
                @State var model = Model()
                var body: some View { Text("") }
            }
            """, configuration: ExampleConfiguration(minIOS: "16")),
        ]
    )

    func check(_ context: ProjectContext) -> [Finding] {
        let classes = ClassConstruction.classNames(context.index(TypeIndex.self), context.options)
        var findings: [Finding] = []
        // Findings stay in the property's file: other files are not looked into.
        for (type, property) in context.index(StatePropertyIndex.self).properties
        where context.reports(in: property.file.index) && property.access > .fileprivate && !type.inheritedTypeNames.contains(where: { $0 == "App" || $0 == "Scene" }) {
            guard let name = ClassConstruction.constructedClass(property, classes: classes) else { continue }
            findings.append(Self.finding(
                .note, "@State '\(property.name)' is not private, so even with Xcode 27 '\(name)(…)' runs on every view init",
                atOffset: property.nameOffset, in: property.file,
                noFixReason: "make it 'private' if no caller sets or reads it, or create the instance outside the view and pass it in"))
        }
        return findings
    }
}
