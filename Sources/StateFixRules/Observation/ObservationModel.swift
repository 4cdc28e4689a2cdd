import StateFixCore
import StateFixModel
import SwiftSyntax

/// `observation-model` (opt-in note, fixed): an `ObservableObject` class that can move to the
/// Observation framework together with every use site in the files given, or the reasons it
/// cannot.
///
/// Follows Apple's "Migrating from the Observable Object protocol to the Observable macro":
/// `@Observable` instead of `ObservableObject`, no `@Published`, `@ObservationIgnored` for what
/// was not published, `@StateObject` → `@State`, `@ObservedObject` → a plain property or
/// `@Bindable`, `@EnvironmentObject` → `@Environment(T.self)`, `.environmentObject` →
/// `.environment`. The plan (`ObservationPlan`) converts a class only with all of its use sites
/// and every class tied to it by inheritance, in one fix; anything it cannot prove safe is
/// reported with the site and what to change.
struct ObservationModel: ProjectRule {
    static let description = RuleDescription(
        id: "observation-model", family: .observation,
        summary: "An ObservableObject class that can move to @Observable with all of its use sites, or what keeps it from moving.",
        source: "Apple, Migrating from the Observable Object protocol to the Observable macro (iOS 17 / macOS 14)",
        severity: .note, isOptIn: true, runsAfter: [ObservationObservedObjectOwned.id],
        options: [
            RuleOption("track_unpublished", .bool, default: .bool(false),
                       help: "leave stored properties that were not @Published tracked instead of marking them @ObservationIgnored (views then also update when they change)"),
            RuleOption("allow_public", .bool, default: .bool(false),
                       help: "convert public and open classes too (only when no other module uses their ObservableObject conformance)"),
            RuleOption("object_wrappers", .strings, default: .strings(ObservationPlan.Settings.defaultObjectWrappers.sorted()),
                       help: "third-party property wrappers that require ObservableObject; a class they hold stays"),
            RuleOption("app_storage", .string, default: .string("stay"), allowed: ["stay", "track_writes"],
                       help: "\"stay\": a class with an @AppStorage property stays an ObservableObject (its writes publish, and @ObservationIgnored would stop that); \"track_writes\": the property becomes a computed property over an @ObservationIgnored @AppStorage whose accessors call access(keyPath:) and withMutation(keyPath:), so writes through the object still update views (a write to the key from elsewhere does not)"),
            RuleOption("non_publishing_wrappers", .strings, default: .strings([]),
                       help: "property wrappers of stored properties that never send objectWillChange (dependency injection such as @Injected and @Dependency is known): they get @ObservationIgnored; any other unknown wrapper keeps its class"),
            RuleOption("environment_style", .string, default: .string("type"), allowed: ["type", "entry"],
                       help: "\"type\": @Environment(Library.self); \"entry\": an @Entry key with a default (@Environment(\\.library), .environment(\\.library, x)) for classes with init(), so a view outside the injected hierarchy gets a default instead of a crash"),
        ],
        details: """
        Plans the migration for every file given at once. A class converts only together with every
        use site in those files, and with its superclasses and subclasses; otherwise nothing about it
        changes, and the finding lists every reason with its site.

        **The class:** `@Observable` on its own line (after attributes such as `@MainActor`, with the
        declaration's indentation), `ObservableObject` removed from the inheritance clause with its
        comma (an empty `extension C: ObservableObject {}` is removed), `@Published` removed (inside
        `#if` too), `@ObservationIgnored` on `lazy var`s, on stored `var`s with a property wrapper
        that cannot publish (dependency injection such as `@Injected` and `@Dependency`, a wrapper
        declared in the files without `static subscript(_enclosingInstance:wrapped:storage:)`, or
        one listed in `"non_publishing_wrappers"`), and on every other stored `var` that was not
        published (so that views update for exactly what they updated for before;
        `"track_unpublished": true` leaves those tracked, except those the `deinit` of a
        main-actor class reads, which Swift 6 would not let it read once tracked),
        `_x = Published(initialValue: e)` in initializers → `self.x = e`, `objectWillChange.send()` in
        a stored property's `willSet`/`didSet` removed (a hand-written `@Published`), and
        `import Observation` where the file imports neither SwiftUI nor Observation.

        **Wrappers that publish:** `@AppStorage` in an `ObservableObject` sends `objectWillChange`
        when written through the object (since iOS 14.5), as `@Published` does; so do
        `@SceneStorage` and any wrapper with the enclosing-instance subscript. `@ObservationIgnored`
        would silently stop the views that read it, so such a class stays, as does one with a
        wrapper statefix does not know. With `"app_storage": "track_writes"`, an `@AppStorage`
        property becomes `@ObservationIgnored @AppStorage(…) private var _x` plus a computed `var
        x: T` whose getter calls `access(keyPath: \\.x)` and whose setter wraps the write in
        `withMutation(keyPath: \\.x)`: writes through the object still update views; a write to
        the key from elsewhere (another `@AppStorage`, `UserDefaults.standard.set`) does not
        (nor did it before, per Point-Free's report of `@AppStorage` in an observable object).

        **Use sites:** `@StateObject` → `@State`, made `private` when no caller passes its label and no
        other code reads it (Xcode 27 creates a private `@State` object once, lazily; a non-private one
        on every init of the view); `_m = StateObject(wrappedValue: e)` → `_m = State(initialValue: e)`
        only when `e` is a parameter or a construction without side effects; `@ObservedObject` removed,
        or `@Bindable` when `$m.x` is used; a private `@ObservedObject var m = C()` whose class's init
        does no work → `@State private var m = C()` (the view made a new object whenever its parent
        updated; nothing outside it could share one); `@EnvironmentObject var e: C` →
        `@Environment(C.self) var e: C`, with `$e.x` → `Bindable(e).x`; `.environmentObject(x)` →
        `.environment(x)` when `x` is known to hold a converted class. `x.$m.path` where `x` is a
        value of the view (`view.$model.isOn` in a helper given the view) becomes
        `Bindable(x.m).path` when `m` loses its projection. An `@EnvironmentObject` that no code
        reads is removed: it trapped only when read, and `@Environment(C.self)` traps whenever its
        view is shown without one. Names the edits write are qualified (`@SwiftUI.Environment`)
        where a declaration of the files shadows them.

        **A class stays** when: a `$x` Combine publisher of a published property is used anywhere
        (tests too); `objectWillChange` is used beyond that observer exception; its `Codable` is
        synthesized (keys would become `_name`); a property is `@objc dynamic` (KVO); it is an actor;
        it carries an upper-case attribute that may be a macro adding members (`@Stateful` from a
        package: `@Observable` would not track a `@Published` the macro adds), other than
        `@MainActor` and a global actor of the files;
        its superclass or subclass stays; it conforms to a protocol that refines `ObservableObject`;
        `ObservableObject` is used as a constraint or existential anywhere (any class may flow in);
        a wrapper from `object_wrappers` holds it; it is public (unless `allow_public`); its `deinit`
        reads a published property of a main-actor class; a computed property reads a stored
        property that was not published and that code assigns after initialization (or changes
        through its members, unless it holds a class of the files); a stored property has a wrapper that
        publishes or one statefix does not know; a use site's type cannot be resolved (or an
        `x.$m` whose `x` it cannot resolve may be a reader's projection); an `@ObservedObject`
        creates its own object and is not private or its class does work (turn on
        `observation-observed-object-owned`'s `"fix"`: both then run in one invocation); a scene
        or hosting controller shows a reader without an injection of its object, through the views
        it constructs and the methods returning a view it calls (a preview that does so gets a
        note); a reader sits in a view declared more than once; a `lazy var` keeps a closure that
        reads published state (it becomes `@ObservationIgnored`, and its views would miss the change); or a `@StateObject` that cannot be private would construct a class
        that does work in `init`.

        **Environment style** (`"environment_style": "entry"`, beyond Apple's mapping): for a class
        with an initializer without arguments, readers become `@Environment(\\.library) var library:
        Library`, injections `.environment(\\.library, x)`, and `extension EnvironmentValues { @Entry
        var library = Library() }` goes at the end of the first reader's file. A view outside the
        injected hierarchy then gets a default instead of a crash, which also hides a missing
        injection, and it gets a new instance on every such read (Apple's guidance: make defaults
        stable, such as a `static let shared`). Classes without such an initializer, whose key
        name is taken, or whose object an app delegate adaptor creates (SwiftUI injects the
        delegate by its type), keep `@Environment(T.self)`.

        Needs a deployment target of iOS 17, macOS 14 or watchOS 10: below (or unknown), every class
        is reported without a fix, and swift-perception's `@Perceptible` is the back-port. Behaviour
        changes the message names: views update only for properties their `body` reads, and equal
        values no longer notify.
        """,
        triggeringExamples: [
            RuleExample("""
            final class ↓Library: ObservableObject {
                @Published var books: [String] = []
            }
            struct Shelf: View {
                @StateObject private var library = Library()
                var body: some View { Text("\\(library.books.count)") }
            }
            """, expect: [FindingSpec(.note, "can use @Observable")], configuration: ExampleConfiguration(minIOS: "17")),
            RuleExample("""
            final class ↓Search: ObservableObject {
                @Published var query = ""
                init() { _ = $query }
            }
            """, expect: [FindingSpec(.note, "publisher")], configuration: ExampleConfiguration(minIOS: "17")),
            RuleExample("""
            final class ↓Library: ObservableObject {
                @Published var books: [String] = []
            }
            """, expect: [FindingSpec(.note, "can use @Observable")], configuration: ExampleConfiguration(minIOS: "16")),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            @Observable final class Library {
                var books: [String] = []
            }
            final class Cache {}
            """, configuration: ExampleConfiguration(minIOS: "17")),
        ],
        corrections: [
            RuleExample("""
            import Combine

            @MainActor final class Library: NSObject, ObservableObject {
                @Published var books: [String] = []
                var cache: [String: Int] = [:]
            }
            // Shelf.swift
            import SwiftUI

            struct Shelf: View {
                @EnvironmentObject var library: Library
                var body: some View { Text("\\(library.books.count)") }
            }
            struct Root: View {
                @StateObject private var library = Library()
                var body: some View { Shelf().environmentObject(library) }
            }
            """, corrected: """
            import Combine
            import Observation

            @MainActor @Observable
            final class Library: NSObject {
                var books: [String] = []
                @ObservationIgnored var cache: [String: Int] = [:]
            }
            // Shelf.swift
            import SwiftUI

            struct Shelf: View {
                @Environment(Library.self) var library: Library
                var body: some View { Text("\\(library.books.count)") }
            }
            struct Root: View {
                @State private var library = Library()
                var body: some View { Shelf().environment(library) }
            }
            """, configuration: ExampleConfiguration(minIOS: "17")),
        ])

    func check(_ context: ProjectContext) -> [Finding] {
        let plan = ObservationPlan(context.index(ObservationIndex.self), settings: ObservationPlan.Settings(context.options, settingsFile: context.settingsFile))
        var findings: [Finding] = []
        // A use site whose line suppresses the rule stays as it is, so its class does too.
        for candidate in plan.candidates {
            for note in candidate.siteNotes where !context.isSelected(Self.id, file: note.file, offset: note.offset) {
                candidate.reasons.append(ObservationPlan.Reason(kind: .suppressed, text: "a use site suppresses observation-model", file: note.file, offset: note.offset,
                                                                advice: "remove the suppression comment, or keep the class an ObservableObject"))
            }
        }
        plan.closeOverUnits()
        for unit in Set(plan.candidates.map(\.unit)).sorted() {
            let members = plan.unit(unit)
            let blocked = members.contains { !$0.reasons.isEmpty }
            // The class and its use sites convert together: each target that compiles one of them must have Observation.
            let files = members.flatMap { [$0.type.file.index] + $0.siteNotes.map(\.file) }
            let deployment = ObservationFamily.deploymentProblem(context.deploymentTarget(of: files), platformsBuilt: context.platformsBuilt)
            // A `$x` use of a reader declared once per `#if` branch is planned by each copy:
            // the same edit twice is one edit.
            var seen = Set<FileEdit>()
            let fixID = blocked || deployment != nil ? nil : context.makeFixID()
            // Only a unit that converts has its site edits made (they read the sites' syntax).
            let edits = fixID == nil ? [] : members.flatMap { $0.edits + $0.siteEdits }.filter { seen.insert($0).inserted }
            for candidate in members {
                let file = candidate.type.file
                let offset = candidate.type.nameOffset
                if let first = candidate.reasons.first {
                    let more = candidate.reasons.count > 1 ? " (and \(candidate.reasons.count - 1) more)" : ""
                    let notes = candidate.reasons.map { FindingNote("stays because \($0.text)", file: $0.file, offset: $0.offset) }
                    // The headline names the first reason; its whole text, with the code it is about, is a note.
                    let start = "'\(candidate.type.leafName)' stays an ObservableObject: "
                    let options = [first.text + more, first.kind.rawValue + more, first.kind.rawValue]
                    let why = (start + options[0]).count <= 100 ? options[0] : options.dropFirst().first { (start + $0).count <= 120 } ?? options[2]
                    findings.append(Self.finding(.note, start + why, atOffset: offset, in: file,
                                                 notes: notes, noFixReason: first.advice))
                    continue
                }
                let sites = members.reduce(0) { $0 + $1.siteNotes.count }
                let together = members.count > 1 ? " and \(members.count - 1) related class\(members.count > 2 ? "es" : "")" : ""
                let headline = sites == 0 && members.count == 1 ? "'\(candidate.type.leafName)' can use @Observable; no use site in the files given needs a change"
                    : "'\(candidate.type.leafName)' can use @Observable: it converts together with its \(sites) use site\(sites == 1 ? "" : "s")\(together)"
                var finding = Self.finding(.note, headline,
                                           atOffset: offset, in: file, notes: candidate.siteNotes + candidate.classNotes + [Self.behaviourNote(file: file.index, offset: offset)])
                if let deployment {
                    finding.noFixReason = deployment
                } else if let fixID {
                    finding.fix = Fix(id: fixID, summary: Self.summary(members, sites: sites), edits: edits)
                }
                findings.append(finding)
            }
        }
        return findings
    }

    static func behaviourNote(file: Int, offset: Int) -> FindingNote {
        FindingNote("with @Observable a view updates only when a property its body reads changes, and an equal value no longer notifies", file: file, offset: offset)
    }

    static func summary(_ members: [ObservationPlan.Candidate], sites: Int) -> String {
        let published = members.reduce(0) { $0 + $1.publishedCount }
        let ignored = members.reduce(0) { $0 + $1.ignoredCount }
        let storage = members.reduce(0) { $0 + $1.trackedStorageNames.count }
        var parts = ["adds @Observable", "removes ObservableObject"]
        if published > 0 { parts.append("removes \(published) @Published") }
        if storage > 0 { parts.append("makes \(storage) @AppStorage propert\(storage == 1 ? "y" : "ies") computed, over an ignored backing") }
        if ignored > 0 { parts.append("marks \(ignored) stored propert\(ignored == 1 ? "y" : "ies") that \(ignored == 1 ? "was" : "were") not published @ObservationIgnored") }
        if sites > 0 { parts.append("converts \(sites) use site\(sites == 1 ? "" : "s")") }
        return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }
}
