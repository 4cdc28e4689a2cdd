import StateFixCore
import StateFixModel
import SwiftSyntax

/// `observable-state-object` (note, report only): a `@StateObject` that holds a class which is
/// `@Observable` already.
///
/// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro": a
/// view owns an `@Observable` object with `@State`, not `@StateObject`. `@StateObject` needs
/// `ObservableObject`, so such code builds only while the class keeps that conformance as well
/// (a half-done migration), and the view then subscribes to an `objectWillChange` that the
/// class's tracked properties never send; it updates through Observation's tracking of what
/// `body` reads, as a `@State` would. Nothing is edited: before Xcode 27, `@State` evaluates its
/// initial value on every init of the view (`state-eager-class-init`), where `@StateObject`
/// makes the object once, so the change is the person's to weigh.
struct ObservableStateObject: ProjectRule {
    static let description = RuleDescription(
        id: "observable-state-object", family: .observable,
        summary: "A @StateObject holds a class that is already @Observable, which Apple's migration guide owns with @State.",
        source: "Apple, Migrating from the Observable Object protocol to the Observable macro (iOS 17 / macOS 14)",
        severity: .note,
        details: """
        Reports `@StateObject var model = Model()` (or `@StateObject var model: Model`) where `Model`
        is a class of the files with the `@Observable` macro. Apple's migration guide replaces
        `@StateObject` with `@State` for such a class. The code builds only while the class also
        conforms to `ObservableObject`; its `@Observable` properties never send `objectWillChange`,
        so the wrapper's subscription does nothing, and the view updates through Observation's
        tracking of what `body` reads.

        No fix: before Xcode 27, `@State` evaluates its initial value on every init of the view and
        keeps only the first object (see `state-eager-class-init`), while `@StateObject` makes it
        once; with Xcode 27's `@State` macro it is made once, lazily. Write `@State private var`
        when the class's `init` is cheap, or pass the object in from the view that owns it.

        Leaves alone a type that is not a class of the files, a name that more than one type of the
        files has, and `ObservableObject` classes without `@Observable` (the `observation` family's).
        """,
        triggeringExamples: [
            RuleExample("""
            import Observation
            @Observable final class Library: ObservableObject { var books: [String] = [] }
            struct Shelf: View {
                @StateObject private var ↓library = Library()
                var body: some View { Text("") }
            }
            """, expect: [FindingSpec(.note, "already @Observable")]),
            RuleExample("""
            // Model.swift
            import Observation
            @Observable final class Model: ObservableObject {}
            // Screen.swift
            struct Screen: View {
                @StateObject var ↓model: Model
                var body: some View { Text("") }
            }
            """, expect: [FindingSpec(.note, "own it with @State")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            final class Library: ObservableObject { @Published var books: [String] = [] }
            struct Shelf: View {
                @StateObject private var library = Library()
                var body: some View { Text("") }
            }
            """),
            RuleExample("""
            import Observation
            @Observable final class Library {}
            struct Shelf: View {
                @State private var library = Library()
                var body: some View { Text("") }
            }
            """),
            RuleExample("""
            struct Shelf: View {
                @StateObject private var store = Store.make()
                var body: some View { Text("") }
            }
            """),
        ])

    /// Decides from the stored-property facts of `TypeIndex` (attributes, type annotation,
    /// initial value's callee); looks into a tree only where it reports.
    func check(_ context: ProjectContext) -> [Finding] {
        let types = context.index(TypeIndex.self)
        var findings: [Finding] = []
        for owner in types.types where context.reports(in: owner.file.index) {
            for property in owner.storedProperties where property.attributes.contains(where: { ObservableFamily.isStateObject($0.name) }) {
                guard let held = ObservableFamily.heldTypeName(annotation: property.typeAnnotationText, callee: property.initialValueCallee),
                      let type = Self.observableClass(named: held, in: types) else { continue }
                findings.append(finding(property, holds: type, spelled: held))
            }
        }
        return findings
    }

    /// The class `name` means when it is one type of the files, nothing else shares its last
    /// component (which a lookup from a nested scope could mean instead), and it is `@Observable`.
    static func observableClass(named name: String, in types: TypeIndex) -> TypeDeclaration? {
        let leaf = String(name.split(separator: ".").last!)
        guard let type = types.uniqueType(named: name), types.types(leafNamed: leaf).count == 1,
              ObservableFamily.isObservableClass(type) else { return nil }
        return type
    }

    private func finding(_ property: StoredProperty, holds type: TypeDeclaration, spelled held: String) -> Finding {
        // With an initial value, the view makes the object: `@State` runs that value on every init
        // of the view before Xcode 27. Without one, an init passes it in through `_name`.
        let name = property.name
        let advice = property.initialValue.map {
            "write '\(CodeSnippet.quote("@State private var \(name) = \($0.trimmedDescription)", limit: 60))'; before Xcode 27 @State runs its initial value on every init of the view"
        } ?? "write '@State var \(name): \(held)', and '_\(name) = State(initialValue: …)' where an init sets it"
        return Self.finding(
            .note, "@StateObject '\(name)' holds '\(type.leafName)', which is already @Observable: own it with @State",
            atOffset: property.nameOffset, in: property.file,
            notes: [FindingNote("'\(type.leafName)' is declared @Observable here", file: type.file.index, offset: type.nameOffset)],
            noFixReason: advice)
    }

    /// Brings in the file that declares the class each `@StateObject` holds (is it `@Observable`?).
    static let follower = NameFollower(id: "observable-held-types", needles: Set(ObservableFamily.stateObjectWords)) { file in
        let collector = HeldTypeCollector(file: file)
        collector.walk(file.transientTree)
        return collector.names
    }
}

/// The type names (each component) that the `@StateObject`s of a file hold.
private final class HeldTypeCollector: GatedVisitor {
    var names = Set<String>()

    init(file: SourceFile) { super.init(file: file, needles: ObservableFamily.stateObjectWords) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStateObject = node.attributes.contains { $0.as(AttributeSyntax.self).map { ObservableFamily.isStateObject($0.attributeName.trimmedDescription) } ?? false }
        guard isStateObject, let binding = node.bindings.first else { return .visitChildren }
        let held = ObservableFamily.heldTypeName(annotation: binding.typeAnnotation?.type.trimmedDescription,
                                                 callee: binding.initializer.flatMap { Identifiers.callee(of: $0.value) })
        names.formUnion(held.map { $0.split(separator: ".").map(String.init) } ?? [])
        return .visitChildren
    }
}
