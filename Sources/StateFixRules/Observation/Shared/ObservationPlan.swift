import StateFixCore
import StateFixModel
import SwiftSyntax

/// The migration plan of one pass: which `ObservableObject` classes convert to `@Observable`,
/// with every edit to them and to their use sites, and which stay, with every reason and site.
///
/// A class converts only together with every use site in the files given and with every class
/// tied to it by inheritance; anything that cannot convert blocks the whole unit (a fixed
/// point over those ties). Follows Apple's "Migrating from the Observable Object protocol to
/// the Observable macro" and the conditions of `../shared/observation-migration.md` §4.
final class ObservationPlan {
    /// What keeps a class from converting, for the audit's tally.
    enum BlockKind: String, CaseIterable, Sendable {
        case publisher = "a $x Combine publisher is used"
        case objectWillChange = "objectWillChange is used"
        case codable = "synthesized Codable"
        case keyValueObserving = "@objc dynamic (KVO)"
        case actor = "an actor"
        case `public` = "public API"
        case halfMigrated = "already @Observable (half migrated)"
        case macro = "an attribute that may be a macro adding members"
        case incomplete = "declared more than once, or in a file with errors"
        case refiningProtocol = "a protocol that refines ObservableObject"
        case constraint = "ObservableObject as a constraint or existential"
        case objectWrapper = "a wrapper that requires ObservableObject"
        case otherWrapper = "another attribute on a @Published property"
        case publishingWrapper = "a wrapper that publishes through the object (@AppStorage)"
        case unknownWrapper = "a wrapper statefix cannot tell publishes or not"
        case publishedStorage = "Published storage used"
        case deinitRead = "deinit reads a published property"
        case unresolvedSite = "a use site whose class cannot be resolved"
        case unresolvedInjection = "an injection whose class cannot be resolved"
        case readerWithoutInjection = "a scene shows a reader without an injection"
        case computedReadsUntracked = "a computed property reads state that was not published"
        case lazyReadsPublished = "a lazy property's value reads published state"
        case useSite = "a use site that cannot convert"
        case suppressed = "a use site suppresses the rule"
        case inheritance = "tied to a class that stays"
    }

    /// One reason a class stays an `ObservableObject`, at the site that causes it.
    struct Reason {
        var kind: BlockKind
        var text: String
        var file: Int
        var offset: Int
        /// What to do about it, one clause.
        var advice: String
    }

    /// A class and what becomes of it.
    final class Candidate {
        let type: TypeDeclaration
        var reasons: [Reason] = []
        /// The edits of the class itself (declaration, extensions, properties, initializers, import).
        var edits: [FileEdit] = []
        /// Notes about each converted use site, and what each conversion is (for the audit).
        var siteNotes: [FindingNote] = []
        /// Notes about what changes in the class itself (an `@AppStorage` made computed).
        var classNotes: [FindingNote] = []
        var siteKinds: [String] = []
        /// The edits of its use sites, made only when the class converts (they read the sites'
        /// syntax: the files of a class that stays are not parsed for them).
        var siteEditMakers: [() -> [FileEdit]] = []
        private(set) lazy var siteEdits: [FileEdit] = siteEditMakers.flatMap { $0() }
        var publishedNames: Set<String> = []
        /// `@AppStorage` properties that become computed properties over a stored backing
        /// (`app_storage: track_writes`), by name: their `$x` binding is gone.
        var trackedStorageNames: Set<String> = []
        /// The names a deinit of a global-actor-isolated class reads: a property that becomes
        /// tracked is a computed property isolated to that actor, which a nonisolated deinit
        /// cannot read in Swift 6.
        var deinitReads: Set<String> = []
        var ignoredCount = 0
        var publishedCount = 0
        /// The unit: classes tied by inheritance (the class itself included).
        var unit: Int = 0
        /// An `@EnvironmentObject` reads it somewhere.
        var hasReaders = false
        /// The `@EnvironmentObject`s that stay readers (`@Environment(T.self)`): those some code reads.
        var readers: [WrapperSite] = []
        /// An app delegate adaptor creates it, and SwiftUI puts it into every scene's environment.
        var isAdaptorInjected = false
        /// The `EnvironmentValues` key its readers and injections use (environment style entry).
        var entryKey: String?
        init(_ type: TypeDeclaration) { self.type = type }
        var name: String { type.name }
    }

    struct Settings {
        init(_ options: RuleOptions, settingsFile: String = ".statefix.json") {
            trackUnpublished = options.bool("track_unpublished")
            allowPublic = options.bool("allow_public")
            objectWrappers = Set(options.strings("object_wrappers"))
            entryStyle = options.string("environment_style") == "entry"
            appStorageTracksWrites = options.string("app_storage") == "track_writes"
            nonPublishingWrappers = Set(options.strings("non_publishing_wrappers"))
            self.settingsFile = settingsFile
        }
        var trackUnpublished = false
        var allowPublic = false
        var objectWrappers: Set<String> = Self.defaultObjectWrappers
        /// Factory's wrapper of an `ObservableObject` (the `object_wrappers` default).
        static let defaultObjectWrappers: Set<String> = ["InjectedObject"]
        /// `entry`: environment objects become `@Entry` keys with a default; `type` (default):
        /// `@Environment(T.self)`.
        var entryStyle = false
        /// `track_writes`: an `@AppStorage` property becomes a computed property that keeps
        /// observation for writes made through the object; `stay` (default): its class stays.
        var appStorageTracksWrites = false
        /// Wrappers the project says never send `objectWillChange` (besides the known ones).
        var nonPublishingWrappers: Set<String> = []
        /// Where settings go, for advice (`.statefix.json`).
        var settingsFile = ".statefix.json"

        /// The advice to set `name` to `value` for observation-model.
        func advice(setting name: String, to value: String) -> String {
            "set \"rules\": {\"observation-model\": {\"\(name)\": \(value)}} in \(settingsFile)"
        }
    }

    let index: ObservationIndex
    let settings: Settings
    /// How each name the edits write is spelled where it goes (`SwiftUI.Environment` when the
    /// module declares an `Environment` of its own).
    let names: WrittenNames
    private(set) var candidates: [Candidate] = []
    private var byName: [String: Candidate] = [:]

    init(_ index: ObservationIndex, settings: Settings) {
        self.index = index
        self.settings = settings
        names = WrittenNames(index.types)
        let clock = PhaseClock.shared
        clock.measure("observation: candidates") { collectCandidates() }
        guard !candidates.isEmpty else { return }
        // Each phase decides from facts and holds no syntax node past its end (sites, reasons
        // and notes hold places and offsets): the trees a phase parsed are dropped after it,
        // but in the engine's pass, which shares them until it ends (`SourceFile.sharesWholeTree`).
        dropTrees(after: { clock.measure("observation: classes") { checkClasses() } })
        dropTrees(after: { clock.measure("observation: use sites") { checkUseSites() } })
        clock.measure("observation: edits") {
            closeOverUnits()
            for candidate in candidates where candidate.reasons.isEmpty { planClassEdits(candidate) }
        }
    }

    /// Runs `phase`, then drops the trees of the files it parsed (those parsed before stay; in
    /// a pass that shares trees, `SourceFile.dropTree` keeps them until the pass ends).
    private func dropTrees(after phase: () -> Void) {
        let parsed = Set(index.files.lazy.filter(\.isParsed).map(\.index))
        phase()
        for file in index.files where file.isParsed && !parsed.contains(file.index) { file.dropTree() }
    }

    /// The classes of one unit, in file order.
    func unit(_ number: Int) -> [Candidate] { candidates.filter { $0.unit == number } }

    // MARK: candidates

    private func collectCandidates() {
        let refining = Set(index.refiningProtocols.map(\.name))
        // The files of the reserve that can hold a candidate: a class conforming to a protocol
        // that refines ObservableObject (it names the protocol), a class that an extension
        // elsewhere makes conform (it declares the extended name), and subclasses (below).
        index.types.wake(mentioning: refining)
        index.types.wake(declaring: index.types.foreignExtensions.filter { ext in
            ext.inheritedTypeNames.contains { ObservationCollector.isObservableObject($0) || refining.contains(ObservationFamily.leafName($0)) }
        }.map(\.name))
        // A file of the reserve spells neither ObservableObject nor a refining protocol (those
        // are read above): the extensions of the reserve cannot make a class a candidate, and
        // are read only for the candidates (as each is asked about).
        for type in index.types.types where type.kind == .class || type.kind == .actor {
            let inherited = type.inheritedTypeNamesRead
            if inherited.contains(where: ObservationCollector.isObservableObject)
                || inherited.contains(where: { refining.contains(String($0.split(separator: ".").last ?? "")) }) {
                add(type)
            }
        }
        // Subclasses of a candidate inherit the conformance (and may publish): the reserve's
        // files that subclass one (`class Sub: Base`) are read, then those that subclass those.
        var asked = Set<String>()
        var frontier = Set(candidates.map(\.type.leafName))
        while !frontier.isEmpty {
            asked.formUnion(frontier)
            index.types.wake(subclassing: frontier)
            frontier = Set(index.types.types.filter { type in
                type.kind == .class && type.declaredInheritedTypeNames.first.map { asked.contains(ObservationFamily.leafName($0)) } == true
            }.map(\.leafName)).subtracting(asked)
        }
        // A class whose superclass is a candidate is one: only a superclass named like a
        // candidate is looked up (looking up every class's superclass read the reserve's files
        // that declare every base class of the app).
        let classes = index.types.types.filter { $0.kind == .class }
        var leaves = Set(candidates.map(\.type.leafName))
        var grown = true
        while grown {
            grown = false
            for type in classes where byName[type.name] == nil {
                guard let first = type.declaredInheritedTypeNames.first, leaves.contains(ObservationFamily.leafName(first)) else { continue }
                if let superclass = superclass(of: type), byName[superclass.name] != nil {
                    add(type)
                    leaves.insert(type.leafName)
                    grown = true
                }
            }
        }
        // Units: a class with its superclass and subclasses.
        var parent = Array(candidates.indices)
        func root(_ i: Int) -> Int { parent[i] == i ? i : root(parent[i]) }
        for (i, candidate) in candidates.enumerated() {
            if let superclass = superclass(of: candidate.type), let j = candidates.firstIndex(where: { $0.type === superclass }) {
                parent[root(i)] = root(j)
            }
        }
        for (i, candidate) in candidates.enumerated() { candidate.unit = root(i) }
    }

    private func add(_ type: TypeDeclaration) {
        let candidate = Candidate(type)
        candidates.append(candidate)
        byName[type.name] = candidate
    }

    private func superclass(of type: TypeDeclaration) -> TypeDeclaration? {
        // From the declaration's facts: asking its syntax would parse every class's file again.
        guard type.kind == .class, let first = type.declaredInheritedTypeNames.first else { return nil }
        let found = index.type(named: first)
        return found?.kind == .class ? found : nil
    }

    /// The candidate a reference denotes, nil when it denotes something else, and `.unresolved`
    /// when the files cannot tell.
    private enum Resolution { case candidate(Candidate), other, unresolved }

    private func resolve(_ reference: TypeReference, from owner: String? = nil) -> Resolution {
        if let type = index.resolve(reference, from: owner) { return byName[type.name].map(Resolution.candidate) ?? .other }
        // A class declared more than once (in two `#if` branches) resolves to no single type;
        // its sites still belong to it (and it stays, as it is incomplete).
        if case .named(let name) = reference, let leaf = name.split(separator: ".").last,
           let candidate = candidates.first(where: { $0.type.leafName == leaf }),
           index.types(leafNamed: String(leaf)).allSatisfy({ byName[$0.name] != nil }) {
            return .candidate(candidate)
        }
        if index.isForeign(reference) { return .other }
        return .unresolved
    }

    private func block(_ candidate: Candidate, _ kind: BlockKind, _ text: String, file: SourceFile, offset: Int, advice: String) {
        // The same site can come up twice (a declaration in two `#if` branches): one reason.
        guard !candidate.reasons.contains(where: { $0.text == text && $0.file == file.index && $0.offset == offset }) else { return }
        candidate.reasons.append(Reason(kind: kind, text: text, file: file.index, offset: offset, advice: advice))
    }

    private func blockAll(_ kind: BlockKind, _ text: String, file: SourceFile, offset: Int, advice: String, only filter: (Candidate) -> Bool = { _ in true }) {
        for candidate in candidates where filter(candidate) { block(candidate, kind, text, file: file, offset: offset, advice: advice) }
    }

    // MARK: class conditions (§4.1)

    private func checkClasses() {
        // The reserve's declarations and extensions of the candidates' names, in one batch: a
        // second class of the same name makes one incomplete before anything else is asked.
        index.types.wake(declaring: candidates.map(\.type.leafName))
        for candidate in candidates {
            let type = candidate.type
            let file = type.file
            let at = type.$declaration.start
            candidate.publishedNames = Set(type.storedProperties.filter { $0.attributes.contains { $0.simpleName == "Published" } }.map(\.name))
            if type.kind == .actor {
                block(candidate, .actor, "it is an actor, and @Observable does not support actors", file: file, offset: at,
                      advice: "keep it an ObservableObject, or move its view state into a @MainActor class")
                continue
            }
            if let reason = type.incompleteReason {
                block(candidate, .incomplete, "statefix cannot see all of it: \(reason)", file: file, offset: at, advice: "convert it by hand")
            }
            guard type.kind == .class else { continue }
            if type.attributeNames.contains("Observable") {
                block(candidate, .halfMigrated, "it is @Observable and an ObservableObject at once (half migrated)", file: file, offset: at,
                      advice: "remove the ObservableObject conformance once no @StateObject, @ObservedObject, @EnvironmentObject or .environmentObject uses it")
            }
            // An attached macro (`@Stateful`, from a package) may add `@Published` members the files
            // do not show: `@Observable` does not track what a macro adds, so their views would
            // stop updating (Swiftfin's `RootCoordinator` in a new-user trial).
            for attribute in type.attributeNames where attribute.first?.isUppercase == true && !Self.classAttributes.contains(attribute)
                && !index.types.isGlobalActor(attribute) {
                block(candidate, .macro, "'@\(attribute)' on it may be a macro that adds members statefix cannot see, and @Observable would not track them",
                      file: file, offset: at, advice: "convert it by hand, making what @\(attribute) adds observable, or keep the class an ObservableObject")
            }
            if !settings.allowPublic, type.modifierNames.contains(where: { ["public", "open"].contains($0) }) {
                block(candidate, .public, "it is public, so code outside the files given may depend on its ObservableObject conformance", file: file, offset: at,
                      advice: "if no other module uses it (an app target), set \"rules\": {\"observation-model\": {\"allow_public\": true}} in .statefix.json")
            }
            let refining = index.refiningProtocols
            for name in type.inheritedTypeNames {
                if let proto = refining.first(where: { $0.name == String(name.split(separator: ".").last ?? "") }) {
                    block(candidate, .refiningProtocol, "it conforms to '\(proto.name)', a protocol that refines ObservableObject", file: file, offset: at, advice: "convert the protocol and all of its conformers together by hand (a Core Data or SDK conformer cannot use Observation)")
                }
            }
            checkCodable(candidate)
            checkMembers(candidate)
        }
    }

    /// Upper-case attributes of a class that add no members (`@Observable` is checked apart).
    static let classAttributes: Set<String> = ["MainActor", "Observable", "IBDesignable", "NSApplicationMain", "UIApplicationMain", "Sendable"]

    private func checkCodable(_ candidate: Candidate) {
        let type = candidate.type
        let names = Set(type.inheritedTypeNames.map { String($0.split(separator: ".").last ?? "") })
        let decodes = names.contains("Codable") || names.contains("Decodable")
        let encodes = names.contains("Codable") || names.contains("Encodable")
        guard decodes || encodes else { return }
        let groups = index.memberGroupFacts(of: type)
        let hasDecoder = groups.contains(where: \.decodes), hasEncoder = groups.contains(where: \.encodes)
        if (decodes && !hasDecoder) || (encodes && !hasEncoder) {
            block(candidate, .codable, "its Codable conformance is synthesized, and under @Observable the keys silently become '_name'", file: type.file,
                  offset: type.$declaration.start,
                  advice: "write init(from:) and encode(to:) (or CodingKeys with case _name = \"name\") first")
        }
    }

    /// The files of the member groups of `type` (primary body, then extensions), in the
    /// order of `ObservationIndex.memberGroupFacts(of:)`.
    private func groupFiles(of type: TypeDeclaration) -> [SourceFile] {
        [type.file] + type.extensionRefs.map(\.file)
    }

    private func checkMembers(_ candidate: Candidate) {
        let type = candidate.type
        let isolated = type.attributeNames.contains { $0 == "MainActor" || index.types.isGlobalActor($0) }
        for (group, file) in zip(index.memberGroupFacts(of: type), groupFiles(of: type)) {
            for member in group.members {
                switch member {
                case .objcDynamic(let variable):
                    block(candidate, .keyValueObserving, "'\(variable.text)' is @objc dynamic (key-value observing), which @Observable's computed properties replace",
                          file: file, offset: variable.offset, advice: "keep it an ObservableObject while KVO observes it")
                case .deinitializer(let reads) where isolated:
                    let hand = handPublishedNames(of: type)
                    candidate.deinitReads.formUnion(reads.map(\.text))
                    // A property that published stays tracked; one that did not is kept
                    // @ObservationIgnored even with track_unpublished (`planClassEdits`).
                    if let read = reads.first(where: { candidate.publishedNames.contains($0.text) || hand.contains($0.text) }) {
                        block(candidate, .deinitRead, "its deinit reads the published '\(read.text)', which @Observable isolates to the main actor (a Swift 6 error)",
                              file: file, offset: read.offset, advice: "stop reading it in deinit, or keep the class an ObservableObject")
                    }
                case .deinitializer: break
                }
            }
        }
        for property in type.storedProperties where property.attributes.contains(where: { $0.simpleName == "Published" }) {
            // Another wrapper, or a global actor of its own (an @Observable class without an
            // initializer then cannot build its default one), needs a person.
            let others = property.customAttributes.filter { $0.simpleName != "Published" && !["ObservationIgnored", "ObservationTracked"].contains($0.simpleName) }
            guard let other = others.first else { continue }
            block(candidate, .otherWrapper, "'\(property.name)' has @\(other.simpleName) besides @Published", file: property.file,
                  offset: property.nameOffset, advice: "convert it by hand")
        }
        checkWrappedProperties(candidate)
        checkComputedProperties(candidate)
        checkLazyProperties(candidate)
    }

    /// A `lazy var` gets `@ObservationIgnored` (the macro cannot track it). When its value reads
    /// published state each time it is used (`lazy var isActive = Binding(get: { self.selection
    /// == … })`), its views refreshed on every published change before; after, reading it
    /// tracks nothing, so they would miss the change (RedditOS's `UIState.isSearchActive` in a
    /// new-user trial).
    private func checkLazyProperties(_ candidate: Candidate) {
        let published = candidate.publishedNames.union(handPublishedNames(of: candidate.type))
        guard !published.isEmpty else { return }
        let primary = index.memberGroupFacts(of: candidate.type).first
        for property in candidate.type.storedProperties where property.isLazy && property.hasInitialValue {
            // Its own `x` or `self.x`, read later, in a closure the value keeps (a closure
            // called at once, `{ … }()`, or a plain expression reads it when the value is made).
            guard let read = primary?.lazyReads[property.nameOffset]?.first(where: { published.contains($0.text) }) else { continue }
            block(candidate, .lazyReadsPublished,
                  "lazy '\(property.name)' reads the published '\(read.text)': ignored by @Observable, its readers would miss '\(read.text)' changing",
                  file: property.file, offset: read.offset,
                  advice: "make '\(property.name)' a computed property, so each read goes through the tracked '\(read.text)', then run statefix again")
        }
    }

    /// Stored properties whose observers publish by hand (`willSet { objectWillChange.send() }`).
    private func handPublishedNames(of type: TypeDeclaration) -> Set<String> {
        Set(index.willChange.compactMap { use -> String? in
            guard use.receiver == nil, let observer = use.observerStatement, use.owner == type.name else { return nil }
            return observer.property
        })
    }

    /// A computed property that reads a plain stored property which was not published (a
    /// cache, a flag) refreshed its views on every published change; under `@Observable` the
    /// views that read it depend only on what it reads, and that property becomes
    /// `@ObservationIgnored`, so they stop updating (a cached getter over a published source,
    /// kean/Pulse's `listDisplayOptions`, is the field case). `lazy` and wrapped properties
    /// (services, formatters) are not counted: they do not change what views show.
    private func checkComputedProperties(_ candidate: Candidate) {
        guard !settings.trackUnpublished else { return }
        let type = candidate.type
        let hand = handPublishedNames(of: type)
        let untracked = Set(type.storedProperties.filter { property in
            !property.isLet && !hand.contains(property.name) && wrappers(of: property).isEmpty
                && !property.attributes.contains { ["Published", "ObservationIgnored"].contains($0.simpleName) }
                && !property.isLazy
        }.map(\.name))
        guard !untracked.isEmpty else { return }
        var change: [String: PropertyChange] = [:]
        for (group, file) in zip(index.memberGroupFacts(of: type), groupFiles(of: type)) {
            for getter in group.getters {
                let name = getter.name
                // Its own `x` or `self.x`, not `other.x` (`MemberGroupFacts.ownReads`).
                for token in getter.reads where untracked.contains(token.text) {
                    let read = token.text
                    if change[read] == nil { change[read] = changes(type.storedProperties.first { $0.name == read }!, of: type) }
                    // Set once by an initializer: what the getter returns changes only with published state.
                    if change[read] == PropertyChange.none { continue }
                    let property = type.storedProperties.first { $0.name == read }!
                    // A value (a literal, a collection, a struct or enum of the files, a standard
                    // value type) changes through its members; advice about objects does not fit it.
                    let valueType = property.typeAnnotation.map { annotation in
                        annotation.is(ArrayTypeSyntax.self) || annotation.is(DictionaryTypeSyntax.self)
                            || Self.standardValueTypes.contains(Declarations.typeName(annotation))
                            || index.type(named: ObservationFamily.leafName(Declarations.typeName(annotation))).map { $0.kind == .struct || $0.kind == .enum } == true
                    } ?? property.initialValue.map { value in
                        [.booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .stringLiteralExpr, .arrayExpr, .dictionaryExpr].contains(value.kind)
                    } ?? false
                    let advice = change[read] == .throughMembers && !valueType
                        ? "make '\(read)' a 'let' if it holds a service, or derive '\(name)' from published state, or "
                        : "derive '\(name)' from published state only, or "
                    block(candidate, .computedReadsUntracked,
                          "computed '\(name)' reads '\(read)', which was not published: with @Observable its views would miss '\(read)' changing",
                          file: file, offset: token.offset,
                          advice: advice + settings.advice(setting: "track_unpublished", to: "true"))
                    break
                }
            }
        }
    }

    static let standardValueTypes: Set<String> = ["Bool", "Int", "Double", "Float", "String", "Character", "Date", "URL", "UUID", "Data",
                                                  "Array", "Dictionary", "Set", "CGFloat", "CGPoint", "CGSize", "CGRect", "Decimal"]

    /// How a stored property may change after its object is initialized.
    enum PropertyChange {
        /// Only initializers of its type assign it, and nothing uses it through a member or a
        /// subscript: it holds its first value for the object's life.
        case none
        /// Only initializers assign it, but code calls or assigns through its members or
        /// subscripts (`cache.removeAll()`), which changes a value type and not a reference.
        case throughMembers
        /// Code outside the initializers assigns it, or passes it `inout`.
        case assigned
    }

    /// Scans every file's bytes for `property`'s name outside the initializers of `type`: an
    /// assignment (`name = `, `x.name += `) or `&name` is `.assigned`; `name.` / `name?.` /
    /// `name[` is `.throughMembers` unless the property's type is a class or actor of the files.
    /// Bytes, not tokens, so that files no rule parses whole (skeletons, blanked bodies) count
    /// too; a mention in a comment or a string counts as well, which only keeps a class.
    func changes(_ property: StoredProperty, of type: TypeDeclaration) -> PropertyChange {
        let inits = Dictionary(grouping: zip(index.memberGroupFacts(of: type), groupFiles(of: type)).flatMap { group, file in
            group.initializerRanges.map { (file.index, $0) }
        }, by: \.0).mapValues { $0.map(\.1) }
        let heldType = (property.typeAnnotation.map { Declarations.typeName($0) }
            ?? property.initialValue?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription).map(ObservationFamily.leafName)
        let isReference = heldType.flatMap { index.type(named: $0) }.map { $0.kind == .class || $0.kind == .actor } ?? false
        let name = Array(property.name.utf8)
        let isIdentifierByte = Prefilter.isIdentifierByte
        var result = PropertyChange.none
        for file in index.files where Prefilter.contains(file.bytes, property.name) {
            let bytes = file.bytes
            for end in Prefilter.occurrences(of: property.name, in: bytes) {
                let start = end - name.count
                if start > 0 && isIdentifierByte(bytes[start - 1]) || end < bytes.count && isIdentifierByte(bytes[end]) { continue }
                if inits[file.index]?.contains(where: { $0.contains(start) }) == true { continue }
                if file.index == property.file.index && start == property.nameOffset { continue }
                if start > 0, bytes[start - 1] == UInt8(ascii: "&"), start < 2 || bytes[start - 2] != UInt8(ascii: "&") { return .assigned }
                // `let name = self.name`, `if let name`, `var name: T` declare a local of that name.
                var before = start
                while before > 0, bytes[before - 1] == 32 || bytes[before - 1] == 9 { before -= 1 }
                let word = String(decoding: bytes[max(0, before - 3)..<before], as: UTF8.self)
                if (word == "let" || word == "var") && (before < 4 || !isIdentifierByte(bytes[before - 4])) { continue }
                var next = end
                while next < bytes.count, bytes[next] == 32 || bytes[next] == 9 { next += 1 }
                guard next < bytes.count else { continue }
                let rest = bytes[next..<min(bytes.count, next + 4)]
                let text = String(decoding: rest, as: UTF8.self)
                if text.hasPrefix("=") && !text.hasPrefix("==") { return .assigned }
                if ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="].contains(where: text.hasPrefix) { return .assigned }
                if !isReference, text.hasPrefix(".") || text.hasPrefix("?.") || text.hasPrefix("![") || text.hasPrefix("!.") || text.hasPrefix("[") || text.hasPrefix("?[") {
                    result = .throughMembers
                }
            }
        }
        return result
    }

    // MARK: wrappers on stored properties (§4.1 A5)

    /// Wrappers that publish through the object they are in: a write sends its
    /// `objectWillChange` (SwiftUI's storage wrappers do, like `@Published`, through the
    /// enclosing-instance subscript; `@AppStorage` since iOS 14.5).
    static let publishingWrappers: Set<String> = ["AppStorage", "SceneStorage"]
    /// Dependency-injection wrappers, which hold a service and never publish (Factory's and
    /// Resolver's `@Injected` family, swift-dependencies' `@Dependency`).
    static let knownNonPublishingWrappers: Set<String> = ["Injected", "LazyInjected", "WeakLazyInjected", "DynamicInjected",
                                                          "OptionalInjected", "Dependency"]

    enum WrapperBehaviour { case publishes, doesNotPublish, unknown }

    /// Whether a property wrapper named `name` sends the enclosing object's `objectWillChange`.
    /// A wrapper declared in the files publishes exactly when it declares the enclosing-instance
    /// subscript (`static subscript(_enclosingInstance:wrapped:storage:)`).
    func behaviour(ofWrapper name: String) -> WrapperBehaviour {
        if Self.publishingWrappers.contains(name) { return .publishes }
        // SwiftUI's object wrappers update views only; in a class they publish nothing.
        if Self.knownNonPublishingWrappers.contains(name) || ObservationCollector.migrationWrappers.contains(name)
            || settings.nonPublishingWrappers.contains(name) { return .doesNotPublish }
        let declared = index.types(leafNamed: name).filter { $0.attributeNames.contains("propertyWrapper") }
        guard !declared.isEmpty else { return .unknown }
        let publishes = declared.contains { type in index.memberGroupFacts(of: type).contains(where: \.publishesThroughEnclosingInstance) }
        return publishes ? .publishes : .doesNotPublish
    }

    /// The wrappers of a stored property that are not `@Published`, attributes that are no
    /// property wrappers, or global actors.
    func wrappers(of property: StoredProperty) -> [AttributeInfo] {
        property.customAttributes.filter {
            $0.simpleName != "Published" && !ObservationCollector.notWrappers.contains($0.simpleName) && !index.types.isGlobalActor($0.simpleName)
        }
    }

    /// A stored property whose wrapper publishes (or may) cannot take `@ObservationIgnored`:
    /// the views that read it would stop updating.
    private func checkWrappedProperties(_ candidate: Candidate) {
        for property in candidate.type.storedProperties where !property.isLet && !property.attributes.contains(where: { $0.simpleName == "Published" }) {
            for wrapper in wrappers(of: property) {
                let offset = property.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset
                switch behaviour(ofWrapper: wrapper.simpleName) {
                case .doesNotPublish: continue
                case .publishes:
                    if wrapper.simpleName == "AppStorage", settings.appStorageTracksWrites {
                        if candidate.deinitReads.contains(property.name) {
                            block(candidate, .deinitRead, "its deinit reads '\(property.name)', which track_writes makes a computed property isolated to the class's actor (an error in Swift 6)",
                                  file: property.file, offset: offset, advice: "stop reading it in deinit, or keep the class an ObservableObject")
                        } else if let reason = appStorageRewriteProblem(property, in: candidate) {
                            block(candidate, .publishingWrapper, "'\(property.name)' is @AppStorage, and \(reason)", file: property.file, offset: offset,
                                  advice: "write the property's type, or move it out of the class")
                        } else {
                            candidate.trackedStorageNames.insert(property.name)
                        }
                        continue
                    }
                    let advice = wrapper.simpleName == "AppStorage"
                        ? settings.advice(setting: "app_storage", to: "\"track_writes\"") + " to keep it observed for writes through the object, or keep the class an ObservableObject"
                        : "keep the class an ObservableObject, or write access(keyPath:)/withMutation(keyPath:) accessors around an @ObservationIgnored @\(wrapper.simpleName) by hand"
                    block(candidate, .publishingWrapper, "'\(property.name)' is @\(wrapper.simpleName), which publishes through the object, so @ObservationIgnored would stop the views that read it from updating",
                          file: property.file, offset: offset, advice: advice)
                case .unknown:
                    block(candidate, .unknownWrapper, "'\(property.name)' has @\(wrapper.simpleName), and statefix cannot tell whether it publishes through the object",
                          file: property.file, offset: offset,
                          advice: "if @\(wrapper.simpleName) never sends objectWillChange, " + settings.advice(setting: "non_publishing_wrappers", to: "[\"\(wrapper.simpleName)\"]"))
                }
            }
        }
    }

    /// Why `property` (`@AppStorage`) cannot become a computed property over a backing
    /// `@AppStorage`, or nil when it can.
    private func appStorageRewriteProblem(_ property: StoredProperty, in candidate: Candidate) -> String? {
        let declaration = property.declaration
        guard declaration.bindings.count == 1, property.binding.accessorBlock == nil,
              !declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) else {
            return "its declaration has observers or several bindings, which a computed property cannot keep"
        }
        guard Self.storageType(of: property) != nil else { return "its type is not written and statefix cannot tell it from the initial value" }
        let backing = "_" + property.name
        if candidate.type.instanceMemberNames.contains(backing) || candidate.type.storedProperty(named: backing) != nil {
            return "the class already has a member '\(backing)' for the backing storage"
        }
        guard LineLayout.startsLine(declaration, in: property.file), LineLayout.lineEnd(after: declaration, in: property.file) != nil else {
            return "it shares its line with other code"
        }
        return nil
    }

    /// The type of a stored property: written, or that of a literal initial value.
    static func storageType(of property: StoredProperty) -> String? {
        if let annotation = property.typeAnnotation { return annotation.trimmedDescription }
        guard var value = property.initialValue else { return nil }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { value = prefix.expression }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if let string = value.as(StringLiteralExprSyntax.self), string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) { return "String" }
        return nil
    }

    /// `@AppStorage("k") var x = v` → `@ObservationIgnored @AppStorage("k") private var _x = v`
    /// and, on the next lines, `var x: T` whose getter reports the read (`access(keyPath:)`)
    /// and whose setter wraps the write (`withMutation(keyPath:)`), the accessors `@Observable`
    /// writes for a tracked property.
    private func appStorageRewrite(_ property: StoredProperty, in owner: String) -> [FileEdit] {
        let file = property.file
        let declaration = property.declaration
        let name = property.name
        let type = Self.storageType(of: property)!
        let modifiers = declaration.modifiers.map(\.trimmedDescription).joined(separator: " ")
        let start = (declaration.modifiers.first.map(Syntax.init) ?? Syntax(declaration.bindingSpecifier)).positionAfterSkippingLeadingTrivia.utf8Offset
        let lineEnding = file.lineEnding(at: start)
        let indentation = file.indentation(ofLineAt: declaration.positionAfterSkippingLeadingTrivia.utf8Offset)
        let unit = SyntaxFacts.indentUnit(indentation)
        let end = LineLayout.lineEnd(after: declaration, in: file)!
        let computed = indentation + (modifiers.isEmpty ? "" : modifiers + " ") + "var \(name): \(type) {" + lineEnding
            + indentation + unit + "get { access(keyPath: \\.\(name)); return _\(name) }" + lineEnding
            + indentation + unit + "set { withMutation(keyPath: \\.\(name)) { _\(name) = newValue } }" + lineEnding
            + indentation + "}" + lineEnding
        return [
            FileEdit.insert("@\(names.spelling(of: "ObservationIgnored", at: owner)) ", before: declaration, in: file),
            FileEdit(file: file.index, range: start..<property.nameToken.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "private var _\(name)"),
            FileEdit(file: file.index, range: end..<end, replacement: computed),
        ]
    }

    // MARK: use sites (§4.1 A1, A2, A12, A18; §4.2)

    private func checkUseSites() {
        let hierarchy: (Candidate, String?) -> Bool = { candidate, owner in
            guard let owner, let ownerType = self.byName[owner] ?? self.index.type(named: owner).flatMap({ self.byName[$0.name] }) else { return false }
            return ownerType.unit == candidate.unit
        }
        let publishedNames = candidates.reduce(into: Set<String>()) { $0.formUnion($1.publishedNames) }
        let trackedNames = candidates.reduce(into: Set<String>()) { $0.formUnion($1.trackedStorageNames) }
        // A1: `x.$p` anywhere, a bare `$p` in the class, its subclasses or extensions.
        for use in index.publishers(named: publishedNames.union(trackedNames)) {
            // The receiver's class when the files tell (`userCollection.$chores` is not the
            // publisher of this class's own `chores`); else every class publishing that name.
            let owners: [Candidate]
            switch resolve(use.receiver, from: use.owner) {
            case .candidate(let candidate): owners = candidates.filter { $0.unit == candidate.unit }
            case .other: owners = []
            case .unresolved: owners = candidates
            }
            for candidate in owners where candidate.publishedNames.contains(use.name) {
                block(candidate, .publisher, "'\(use.text)' uses the publisher of @Published '\(use.name)', which @Observable lacks",
                      file: use.file, offset: use.$node.start, advice: Self.publisherAdvice)
            }
            for candidate in owners where candidate.trackedStorageNames.contains(use.name) {
                blockTrackedStorageProjection(candidate, use.name, text: use.text, file: use.file, offset: use.$node.start)
            }
        }
        // A bare `$p` counts only in the code of the class's unit: only files that declare or
        // extend a class of the files' candidates are read for it.
        let candidateLeaves = Set(candidates.map(\.type.leafName))
        for use in index.projections(named: publishedNames.union(trackedNames), inTypesNamed: candidateLeaves) {
            for candidate in candidates where candidate.publishedNames.contains(use.name) && hierarchy(candidate, use.owner) {
                block(candidate, .publisher, "'$\(use.name)' uses the publisher of @Published '\(use.name)', which @Observable lacks",
                      file: use.file, offset: use.$node.start, advice: Self.publisherAdvice)
            }
            for candidate in candidates where candidate.trackedStorageNames.contains(use.name) && hierarchy(candidate, use.owner) {
                blockTrackedStorageProjection(candidate, use.name, text: "$" + use.name, file: use.file, offset: use.$node.start)
            }
        }
        // A18: `_p` beyond `_p = Published(initialValue:)` in an initializer.
        for use in index.storageUses(named: publishedNames, inTypesNamed: candidateLeaves) {
            for candidate in candidates where candidate.publishedNames.contains(use.name) && hierarchy(candidate, use.owner) {
                block(candidate, .publishedStorage, "'_\(use.name)' reads the Published storage of '\(use.name)', which @Observable replaces", file: use.file,
                      offset: use.$node.start, advice: "use '\(use.name)' instead, or keep the class an ObservableObject")
            }
        }
        for assignment in index.storageAssignments where assignment.wrapper == "Published" || assignment.wrapper == nil {
            for candidate in candidates where candidate.publishedNames.contains(assignment.name) && hierarchy(candidate, assignment.owner) {
                if !assignment.inInitializer {
                    block(candidate, .publishedStorage, "'_\(assignment.name)' is assigned outside an initializer", file: assignment.file,
                          offset: assignment.$assignment.start, advice: "assign '\(assignment.name)' instead")
                }
            }
        }
        // A2: objectWillChange, except `objectWillChange.send()` in a stored property's observer.
        for use in index.willChange {
            let offset = use.$node.start
            if let receiver = use.receiver {
                switch resolve(receiver, from: use.owner) {
                case .candidate(let candidate):
                    block(candidate, .objectWillChange, "'\(use.context)' uses its objectWillChange publisher", file: use.file, offset: offset,
                          advice: "observe it with withObservationTracking or onChange(of:) instead, then convert")
                case .other: break
                case .unresolved:
                    blockAll(.objectWillChange, "'\(use.context)' uses objectWillChange of an object statefix cannot resolve", file: use.file, offset: offset,
                             advice: "give the object an explicit type, or convert by hand")
                }
                continue
            }
            for candidate in candidates where hierarchy(candidate, use.owner) {
                if let observer = use.observerStatement, let property = candidate.type.storedProperty(named: observer.property),
                   property.customAttributes.isEmpty {
                    continue
                }
                block(candidate, .objectWillChange, "'\(use.context)' uses objectWillChange, which @Observable lacks", file: use.file, offset: offset,
                      advice: "replace the manual publishing first (a plain stored property is tracked by @Observable)")
            }
        }
        // A12: ObservableObject as a type or a constraint; wrapper types named outside an attribute.
        for mention in index.otherMentions {
            let offset = mention.$node.start
            guard let reference = mention.type else {
                blockAll(.constraint, mention.text + ", so any class may flow into it", file: mention.file, offset: offset,
                         advice: "make that API generic over Observable (or AnyObject) first, or convert by hand")
                continue
            }
            switch resolve(reference) {
            case .candidate(let candidate): block(candidate, .constraint, mention.text, file: mention.file, offset: offset, advice: "change that code by hand first")
            case .other: break
            case .unresolved: blockAll(.constraint, mention.text + " with a type statefix cannot resolve", file: mention.file, offset: offset, advice: "change that code by hand first")
            }
        }
        let clock = PhaseClock.shared
        clock.measure("observation: wrapper sites") { checkWrappers() }
        clock.measure("observation: injections") { checkInjections() }
        clock.measure("observation: scenes and readers") { checkReach() }
    }

    // MARK: scenes that show a reader without an injection (§4.2 B5)

    /// A reader that stays (`@Environment(T.self)`) traps as soon as its view is shown without
    /// an injection, where `@EnvironmentObject` trapped only when read. From each scene and
    /// hosting controller of the files, the views its content constructs are followed (with the
    /// objects injected around each construction, and those an app delegate adaptor injects);
    /// a reader reached without its object keeps its class, with the scene named. A preview that
    /// does so gets a note. A call of a method that returns a view (`$0.makeView()` on a route
    /// enum, in a sheet's content) is followed into every method of that name in the files'
    /// types. What the files do not show (a view made in one function and injected in another,
    /// UIKit code) is not followed.
    private func checkReach() {
        var readers: [String: [(site: WrapperSite, candidate: Candidate)]] = [:]
        for candidate in candidates where candidate.reasons.isEmpty && !candidate.isAdaptorInjected {
            for site in candidate.readers { if let owner = site.owner { readers[owner, default: []].append((site, candidate)) } }
        }
        guard !readers.isEmpty else { return }
        // Only what can lead to a reader's view is followed (and only those roots read): the
        // others construct no reader, however deep.
        let leading = index.namesLeading(to: Set(readers.keys.map(ObservationFamily.leafName)))
        let roots = index.roots(inFilesSpelling: leading)
        // A view reached with the same injections shows the same readers: scenes and hosting
        // controllers share one walk, previews (which only get notes) another.
        var visited: [Bool: Set<String>] = [true: [], false: []]
        var reported = Set<String>()
        for root in roots.filter({ $0.kind != .preview }) + roots.filter({ $0.kind == .preview }) {
            if root.kind == .scene {
                guard let owner = root.owner.flatMap(index.type(named:)),
                      owner.inheritedTypeNames.contains(where: { ["App", "Scene", "SwiftUI.App", "SwiftUI.Scene"].contains($0) }) else { continue }
            }
            let where_ = root.kind == .preview ? "the preview in \(root.file.name)" : "'\(root.name)' in \(root.owner ?? root.file.name)"
            let offset = root.$node.start
            var queue: [(node: Syntax, owner: String?, injected: Set<ObjectIdentifier>)] = [(Self.chainTop(of: root.node), root.owner, [])]
            let isPreview = root.kind == .preview
            while let (node, owner, injected) = queue.popLast(), visited[isPreview]!.count < 20_000 {
                let (made, called) = constructions(in: node, owner: owner, leading: leading)
                for (function, more, unknown) in called where !unknown {
                    let all = injected.union(more)
                    let key = "func " + function.owner + "." + function.name + "|" + all.map { "\($0.hashValue)" }.sorted().joined(separator: ",")
                    guard visited[isPreview]!.insert(key).inserted else { continue }
                    queue.append((function.body, function.owner, all))
                }
                for (view, more, unknown) in made {
                    guard !unknown else { continue }
                    let all = injected.union(more)
                    let key = view.name + "|" + all.map { "\($0.hashValue)" }.sorted().joined(separator: ",")
                    guard visited[isPreview]!.insert(key).inserted else { continue }
                    for (site, candidate) in readers[view.name] ?? [] where !all.contains(ObjectIdentifier(candidate)) {
                        guard reported.insert("\(ObjectIdentifier(candidate).hashValue)|\(where_)").inserted else { continue }
                        let text = "'\(view.leafName)' reads '@EnvironmentObject var \(site.name)', but \(where_) injects no \(candidate.type.leafName): @Environment would trap there"
                        if root.kind == .preview {
                            candidate.classNotes.append(FindingNote(text + "; inject one in the preview", file: root.file.index, offset: offset))
                        } else {
                            block(candidate, .readerWithoutInjection, text, file: root.file, offset: offset,
                                  advice: "inject it there (.environmentObject(…)), or make '\(site.name)' optional by hand (@Environment(\(candidate.type.leafName).self) var \(site.name): \(candidate.type.leafName)?)")
                        }
                    }
                    guard leading.contains(view.leafName) else { continue }
                    queue.append((Syntax(view.memberBlock), view.name, all))
                    for (_, declaration) in view.extensions { queue.append((Syntax(declaration.memberBlock), view.name, all)) }
                }
            }
        }
    }

    /// The outermost expression of the modifier chain `node` starts (`WindowGroup { … }` in
    /// `WindowGroup { … }.environmentObject(model)`): the injections of a scene sit there.
    static func chainTop(of node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id { current = parent; continue }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id { current = parent; continue }
            break
        }
        return current
    }

    /// The views of the files constructed under `node` (`Detail(…)`), each with the candidates
    /// injected around it below `node` (`Detail().environmentObject(tracker)`,
    /// `VStack { Detail() }.environmentObject(tracker)`), and whether an injection there is of
    /// an object statefix cannot resolve (then nothing is claimed about that view); and the
    /// methods returning a view that are called there (`$0.makeView()`), with the same.
    /// The types `constructions(in:owner:)` resolved, by callee text and owner (a body's
    /// `Text(…)` and `VStack(…)` are asked once per scope, not once per call).
    private struct ConstructionKey: Hashable { var name: String; var owner: String? }
    private var constructedTypes: [ConstructionKey: TypeDeclaration?] = [:]

    private func constructions(in node: Syntax, owner: String?, leading: Set<String>)
        -> (views: [(view: TypeDeclaration, injected: Set<ObjectIdentifier>, unknown: Bool)], functions: [(function: ViewFunction, injected: Set<ObjectIdentifier>, unknown: Bool)]) {
        final class Calls: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if ObservationCollector.calleeLeaf(node) != nil { calls.append(node) }
                return .visitChildren
            }
        }
        let finder = Calls(viewMode: .sourceAccurate)
        finder.walk(node)
        var result: [(TypeDeclaration, Set<ObjectIdentifier>, Bool)] = []
        var functions: [(ViewFunction, Set<ObjectIdentifier>, Bool)] = []
        for call in finder.calls {
            // Most calls in a body are modifiers and helpers: the callee's text only for the rest.
            let leaf = ObservationCollector.calleeLeaf(call)!
            let called = leaf.first?.isUppercase == true || !leading.contains(leaf) ? [] : viewFunctions(named: leaf)
            guard leaf.first?.isUppercase == true || !called.isEmpty else { continue }
            var type: TypeDeclaration?
            if called.isEmpty {
                let callee = Identifiers.strippingInit(call.calledExpression)
                let name = callee.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription ?? callee.trimmedDescription
                let key = ConstructionKey(name: name, owner: owner)
                if let known = constructedTypes[key] {
                    type = known
                } else {
                    type = index.resolve(.named(name), from: owner)
                    constructedTypes[key] = .some(type)
                }
            }
            guard !called.isEmpty || (type?.kind == .struct && type!.inheritedTypeNames.contains(where: { $0 == "View" || $0 == "SwiftUI.View" })) else { continue }
            var injected = Set<ObjectIdentifier>()
            var unknown = false
            var current = Syntax(call)
            while current.id != node.id, let parent = current.parent {
                if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id, member.declName.baseName.text == "environmentObject",
                   let modifier = member.parent?.as(FunctionCallExprSyntax.self), let argument = modifier.arguments.first?.expression {
                    switch resolve(ObservationCollector.reference(argument, owner: owner), from: owner) {
                    case .candidate(let candidate): injected.insert(ObjectIdentifier(candidate))
                    case .other: break
                    case .unresolved: unknown = true
                    }
                }
                current = parent
            }
            if let type { result.append((type, injected, unknown)) }
            for function in called { functions.append((function, injected, unknown)) }
        }
        return (result, functions)
    }

    /// A method of a type of the files that returns a view (`func makeView() -> some View`).
    struct ViewFunction {
        var name: String
        var owner: String
        var body: Syntax
    }

    /// The methods named `name` that return a view, of every type of the files (body and
    /// extensions, also of types the files do not declare): a name, not a type, decides which
    /// are followed, so a call may follow more than it runs, which only keeps a class. Only
    /// files whose bytes say `func name` are looked into; each name is looked up once.
    private func viewFunctions(named name: String) -> [ViewFunction] {
        if let known = viewFunctionsByName[name] { return known }
        return PhaseClock.shared.measure("observation: view functions") { lookUpViewFunctions(named: name) }
    }

    private func lookUpViewFunctions(named name: String) -> [ViewFunction] {
        var result: [ViewFunction] = []
        let files = index.viewFunctionFiles[name] ?? []
        func add(_ decl: DeclSyntax, owner: String) {
            guard let function = decl.as(FunctionDeclSyntax.self), Identifiers.unescaped(function.name.text) == name, let body = function.body,
                  let returned = function.signature.returnClause?.type, returned.trimmedDescription.contains("View") else { return }
            result.append(ViewFunction(name: name, owner: owner, body: Syntax(body)))
        }
        if !files.isEmpty {
            index.types.wake(files: files.map { index.files[$0] })
            // An extension there of a type declared in another file of the reserve.
            index.types.wake(declaring: index.types.foreignExtensions.filter { files.contains($0.file.index) }.map(\.name))
            // Only the bodies in those files are parsed (asking every type for its extensions
            // parsed every file that extends a type).
            for type in index.types.types where files.contains(type.file.index) || type.extensionFiles.contains(where: { files.contains($0.index) }) {
                if files.contains(type.file.index) {
                    Declarations.forEachMember(type.memberBlock.members, file: type.file, path: []) { decl, _ in add(decl, owner: type.name) }
                }
                for (file, ext) in type.extensions(where: { files.contains($0.index) }) {
                    Declarations.forEachMember(ext.memberBlock.members, file: file, path: []) { decl, _ in add(decl, owner: type.name) }
                }
            }
            for ext in index.types.foreignExtensions where files.contains(ext.file.index) {
                Declarations.forEachMember(ext.declaration.memberBlock.members, file: ext.file, path: []) { decl, _ in add(decl, owner: ext.name) }
            }
        }
        viewFunctionsByName[name] = result
        return result
    }
    private var viewFunctionsByName: [String: [ViewFunction]] = [:]

    private func blockTrackedStorageProjection(_ candidate: Candidate, _ name: String, text: String, file: SourceFile, offset: Int) {
        block(candidate, .publishingWrapper, "'\(text)' uses the binding of the @AppStorage property '\(name)', which its computed replacement does not have", file: file, offset: offset,
              advice: "use Bindable(object).\(name) instead of object.$\(name), then convert")
    }

    static let publisherAdvice = "use onChange(of:) instead of onReceive, or withObservationTracking (Observations from iOS 26) in other code; or keep the class"


    // MARK: wrappers

    /// The property wrappers through which SwiftUI creates an app delegate and injects it
    /// into every scene (Apple's UIApplicationDelegateAdaptor and NSApplicationDelegateAdaptor
    /// documentation; the watchOS adaptors place it in the environment too).
    static let delegateAdaptors: Set<String> = ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
                                                "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor"]

    private func checkWrappers() {
        for site in index.wrappers where Self.delegateAdaptors.contains(site.wrapper) {
            if case .candidate(let candidate) = resolve(site.type, from: site.owner) { candidate.isAdaptorInjected = true }
        }
        let sites = index.wrappers(including: settings.objectWrappers).filter {
            ObservationCollector.migrationWrappers.contains($0.wrapper) || settings.objectWrappers.contains($0.wrapper)
        }
        let resolutions = sites.map { resolve($0.type, from: $0.owner) }
        // The projections of the sites that hold a candidate, in one batch.
        let planned = zip(sites, resolutions).compactMap { site, resolution -> (String, String)? in
            guard case .candidate = resolution, ObservationCollector.migrationWrappers.contains(site.wrapper), let owner = site.owner else { return nil }
            return (site.name, owner)
        }
        siteProjections = Dictionary(grouping: index.projections(ofProperties: planned), by: \.name)
        for (site, resolution) in zip(sites, resolutions) {
            let isMigration = ObservationCollector.migrationWrappers.contains(site.wrapper)
            let offset = site.$attribute.start
            let candidate: Candidate
            switch resolution {
            case .other: continue
            case .unresolved:
                blockAll(.unresolvedSite, "'@\(site.wrapper) var \(site.name)' in \(site.owner ?? "a local type") holds an object whose class statefix cannot resolve", file: site.file, offset: offset,
                         advice: "write its class in its type (`var \(site.name): <its class>`), then run statefix again")
                continue
            case .candidate(let found): candidate = found
            }
            guard isMigration else {
                block(candidate, .objectWrapper, "'@\(site.wrapper) var \(site.name)' is a wrapper that requires ObservableObject", file: site.file, offset: offset,
                      advice: "replace it (Factory's @InjectedObject: resolve the object into a @State) first")
                continue
            }
            // A holder declared twice outside `#if` (a stale copy outside the target): which
            // copy's members and `$x` uses belong to this property cannot be told, and their
            // edits would collide. One per `#if` branch (an App for iOS and one for macOS) is
            // planned site by site, as before.
            let holders = site.owner.map { index.types.types(named: $0) } ?? []
            if site.owner != nil, holders.count > 1, !holders.allSatisfy({ !$0.ifConfigPath.isEmpty }), holders.first?.incompleteReason != nil {
                let places = holders.map(\.place).sorted()
                block(candidate, .incomplete, "'@\(site.wrapper) var \(site.name)' is in a type declared more than once (\(places.joined(separator: ", ")))", file: site.file, offset: offset,
                      advice: "remove or rename the copy the app does not build (or leave its file out with --exclude), then run statefix again")
                continue
            }
            plan(site, for: candidate)
        }
    }

    /// The storage assignments of a site (`_m = StateObject(wrappedValue: …)`).
    private func assignments(of site: WrapperSite) -> [StorageAssignment] {
        index.storageAssignments.filter { $0.owner == site.owner && $0.name == site.name && $0.wrapper != "Published" }
    }

    private func projections(of site: WrapperSite) -> [ProjectionUse] {
        guard let owner = site.owner, let batch = siteProjections else { return index.projections(owner: site.owner, name: site.name) }
        return batch[site.name, default: []].filter { $0.owner == owner }
    }
    /// The projections of every wrapper site's property in its owner's code, read in one batch
    /// (`ObservationIndex.projections(named:inTypesNamed:)`), by name.
    private var siteProjections: [String: [ProjectionUse]]?

    /// `expr.$name` where `expr` is a value of the site's type (`view.$model.isOn` in a helper
    /// that is given the view), and those whose `expr` the files cannot resolve.
    private func projectionsThroughValues(of site: WrapperSite) -> (resolved: [PublisherUse], unresolved: [PublisherUse]) {
        guard let owner = site.owner, let ownerType = index.type(named: owner) else { return ([], []) }
        var resolved: [PublisherUse] = [], unresolved: [PublisherUse] = []
        for use in index.publishers(named: [site.name]) {
            if let type = index.resolve(use.receiver, from: use.owner) {
                if type === ownerType { resolved.append(use) }
            } else if !index.isForeign(use.receiver) {
                unresolved.append(use)
            }
        }
        return (resolved, unresolved)
    }

    /// True when no code reads the property of `site`: no `name`, `$name` or `_name` in its
    /// type's members (any file; inside `#if` too), no `x.name` or `x.$name` through another
    /// value anywhere, and no caller passes `name:` to the type.
    private func isUnread(_ site: WrapperSite) -> Bool {
        guard let owner = site.owner, let type = index.type(named: owner) else { return false }
        let name = site.name
        // A private one can be read only in its type and the same file's extensions of it.
        let isPrivate = site.isPrivate
        if !isPrivate, index.isReadFromOutside(name) || index.labels(passedTo: type.leafName).contains(name) || !index.publishers(named: [name]).isEmpty { return false }
        let spellings: Set<String> = [name, "$" + name, "_" + name, "`\(name)`"]
        let declaration = site.$declaration.range
        // Every spelling holds the name: only the files that spell it are read, each as a
        // skeleton that keeps the bodies spelling it (the others hold none of its tokens).
        let needles: Set<String> = [name, "$" + name, "_" + name]
        let blocks: [(file: SourceFile, block: (SourceFileSyntax) -> MemberBlockSyntax)] = [(type.file, { type.$memberBlock.node(in: $0) })]
            + type.extensionRefs.map { ext in (ext.file, { ext.node(in: $0).memberBlock }) }
        for (file, block) in blocks where Prefilter.contains(file.bytes, name) {
            let read = file.withSkeleton(needles: needles) {
                block(file.transientTree).tokens(viewMode: .sourceAccurate).contains { token in
                    guard spellings.contains(token.text) else { return false }
                    if file === site.file, declaration.contains(token.position.utf8Offset) { return false }
                    // `other.name` is another value's member (`self.name` and `\.name` are ours).
                    if let dot = token.previousToken(viewMode: .sourceAccurate), dot.tokenKind == .period,
                       let base = dot.previousToken(viewMode: .sourceAccurate), base.tokenKind != .keyword(.self), base.tokenKind != .backslash,
                       base.tokenKind != .keyword(.Self) { return false }
                    return true
                }
            }
            if read { return false }
        }
        return true
    }

    /// `view.$model.isOn` → `Bindable(view.model).isOn`: the object's bindings, once the reader
    /// has no projection of its own.
    private func bindableEdits(_ use: PublisherUse) -> [FileEdit] {
        guard let base = use.node.base else { return [] }
        return [FileEdit.insert(names.spelling(of: "Bindable", at: use.owner) + "(", before: base, in: use.file),
                FileEdit.replace(use.node.declName.baseName, with: "\(use.name))", in: use.file)]
    }

    private static func takesMember(_ use: PublisherUse) -> Bool { use.takesMember }

    private func plan(_ site: WrapperSite, for candidate: Candidate) {
        let file = site.file
        let offset = site.$attribute.start
        func refuse(_ text: String, _ advice: String) {
            block(candidate, .useSite, "'@\(site.wrapper) var \(site.name)' in \(site.owner ?? "a local type") \(text)", file: file, offset: offset, advice: advice)
        }
        if !site.otherAttributes.isEmpty {
            return refuse("also has @\(site.otherAttributes.joined(separator: " @"))", "convert it by hand")
        }
        let projections = projections(of: site)
        if let bare = projections.first(where: { !$0.takesMember }) {
            return block(candidate, .useSite, "'$\(site.name)' in \(site.owner ?? "a local type") passes the \(site.wrapper) projection itself, whose type changes",
                         file: bare.file, offset: bare.$node.start, advice: "pass a Bindable or the object instead, then convert")
        }
        let (through, unsure) = projectionsThroughValues(of: site)
        // `x.$m.path` stays valid where `$m` keeps bindings (`@State`, `@Bindable`); elsewhere it
        // must be rewritten, and a use whose `x` the files cannot tell may be one.
        let keepsBindings = site.wrapper == "StateObject" || (site.wrapper == "ObservedObject" && !projections.isEmpty)
        if let use = unsure.first(where: { !keepsBindings || !Self.takesMember($0) }) {
            return block(candidate, .useSite, "'\(use.text)' may be the projection of '@\(site.wrapper) var \(site.name)' in \(site.owner ?? "a local type"), and statefix cannot resolve '\(use.baseText ?? "")'",
                         file: use.file, offset: use.$node.start, advice: "give '\(use.baseText ?? "")' an explicit type, then run statefix again")
        }
        if let bare = through.first(where: { !Self.takesMember($0) }) {
            return block(candidate, .useSite, "'\(bare.text)' passes the \(site.wrapper) projection of '\(site.name)' itself, whose type changes",
                         file: bare.file, offset: bare.$node.start, advice: "pass a Bindable or the object instead, then convert")
        }
        let throughNote = through.isEmpty ? "" : ", and \(through.count == 1 ? "'\(through[0].text).…'" : "\(through.count) uses like '\(through[0].text).…'") becomes \(names.spelling(of: "Bindable", at: site.owner))(\(through[0].baseText ?? "").\(site.name)).…"
        let assignments = assignments(of: site)
        switch site.wrapper {
        case "StateObject":
            let ownerType = site.owner.flatMap(index.type(named:))
            let isAppOrScene = ownerType.map { $0.inheritedTypeNames.contains("App") || $0.inheritedTypeNames.contains("Scene") } ?? false
            var isPrivate = site.isPrivate
            var makesPrivate = false
            if !site.hasAccess, site.hasInitialValue, let ownerType,
               !index.labels(passedTo: ownerType.leafName).contains(site.name), !index.isReadFromOutside(site.name) {
                makesPrivate = true
                isPrivate = true
            }
            let lazy = isPrivate && site.hasInitialValue
            let constructs = site.hasInitialValue && !site.initialValueIsMember
            for assignment in assignments {
                if assignment.valueIsAutoclosure {
                    return block(candidate, .useSite, "'\(assignment.text)' creates the object from an @autoclosure, which State(initialValue:) would run on every init",
                                 file: assignment.file, offset: assignment.$assignment.start,
                                 advice: "pass the object itself, or use '@State private var \(site.name): \(candidate.type.leafName)?' with .task { \(site.name) = … }")
                }
                if !assignment.valueIsPlainReference && (sideEffect(in: candidate) != nil || !isConstruction(callee: assignment.valueCallee, of: candidate)) {
                    let work = sideEffect(in: candidate).map { ", and \($0)" } ?? ""
                    return block(candidate, .useSite, "as @State '\(assignment.text)' would make one per view init\(work)",
                                 file: assignment.file, offset: assignment.$assignment.start,
                                 advice: "create it in the parent and pass it in, or use '@State private var \(site.name): \(candidate.type.leafName)?' with .task")
                }
            }
            if !lazy && constructs && !isAppOrScene, let effect = sideEffect(in: candidate) {
                return refuse("cannot be made private: as @State one is made per view init, and \(effect)",
                              "make the property private (no caller may pass '\(site.name):'), or create the object in the parent")
            }
            candidate.siteEditMakers.append { [names] in
                var edits = [ObservationFamily.renaming(site.attribute, to: "State", spelled: names.spelling(of: "State", at: site.owner), in: file)]
                if makesPrivate { edits.append(FileEdit.insert("private ", before: site.declaration.bindingSpecifier, in: file)) }
                for assignment in assignments {
                    edits.append(FileEdit.replace(assignment.call.calledExpression, with: names.spelling(of: "State", at: assignment.owner), in: assignment.file))
                    if let label = assignment.call.arguments.first?.label, label.text != "initialValue" {
                        edits.append(FileEdit.replace(label, with: "initialValue", in: assignment.file))
                    }
                }
                return edits
            }
            let when: String
            if isAppOrScene { when = "an App or Scene is created about once per process" }
            else if !assignments.isEmpty {
                when = assignments.allSatisfy(\.valueIsPlainReference) ? "its initializer stores an object that exists already, a parameter or a local"
                    : "its initializer creates the object on every init of the view; \(candidate.type.leafName)'s init does no other work"
            } else if lazy {
                when = "Xcode 27 makes it once, as it is private"
                    + (sideEffect(in: candidate).map { "; Xcode 26 made one per view init, and \($0)" } ?? "")
            }
            else { when = "it is not private, so its initial value runs on every init of the view; \(candidate.type.leafName)'s init does no other work" }
            candidate.siteNotes.append(FindingNote("@StateObject becomes @State here (\(when))", file: file.index, offset: offset))
            candidate.siteKinds.append("@StateObject → @State")
        case "ObservedObject":
            if site.hasInitialValue, !site.initialValueIsMember {
                // A private one that the view creates with an init that does no work: nothing
                // outside the view can share it, so @State (which keeps one per view) is what it
                // meant; otherwise the ownership fix decides first.
                let isPrivate = site.isPrivate
                if isPrivate, assignments.isEmpty, isConstruction(callee: site.initialValueCallee, of: candidate), sideEffect(in: candidate) == nil {
                    candidate.siteEditMakers.append { [names] in [ObservationFamily.renaming(site.attribute, to: "State", spelled: names.spelling(of: "State", at: site.owner), in: file)] }
                    candidate.siteNotes.append(FindingNote("@ObservedObject private var \(site.name) becomes @State: the view keeps one \(candidate.type.leafName) instead of a new one per parent update",
                                                           file: file.index, offset: offset))
                    candidate.siteKinds.append("@ObservedObject (self-created, private) → @State")
                    return
                }
                return refuse("creates its own object, which nothing owns",
                              "set \"rules\": {\"observation-observed-object-owned\": {\"fix\": true}} in \(settings.settingsFile): it makes this a @StateObject, and statefix then converts the class in the same run")
            }
            let bindable = !projections.isEmpty
            candidate.siteEditMakers.append { [unowned self, names] in
                var edits = [bindable ? ObservationFamily.renaming(site.attribute, to: "Bindable", spelled: names.spelling(of: "Bindable", at: site.owner), in: file)
                                      : ObservationFamily.removal(of: site.attribute, in: file)]
                for assignment in assignments {
                    if bindable {
                        edits.append(FileEdit.replace(assignment.call.calledExpression, with: names.spelling(of: "Bindable", at: assignment.owner), in: assignment.file))
                        if let label = assignment.call.arguments.first?.label, label.text != "wrappedValue" {
                            edits.append(FileEdit.replace(label, with: "wrappedValue", in: assignment.file))
                        }
                    } else {
                        edits.append(FileEdit.replace(assignment.assignment, with: "self.\(site.name) = \(assignment.value.trimmedDescription)", in: assignment.file))
                    }
                }
                if !bindable { edits += through.flatMap(self.bindableEdits) }
                return edits
            }
            candidate.siteNotes.append(FindingNote(bindable ? "@ObservedObject becomes @Bindable here ($\(site.name) is used for bindings)" : "@ObservedObject is removed here (a plain property is tracked)\(throughNote)",
                                                   file: file.index, offset: offset))
            candidate.siteKinds.append(bindable ? "@ObservedObject → @Bindable" : "@ObservedObject → plain property")
        case "EnvironmentObject":
            guard let annotation = site.typeAnnotation else {
                return refuse("has no written type", "write its type, then run statefix again")
            }
            if !assignments.isEmpty { return refuse("is assigned in an initializer", "convert it by hand") }
            // `@EnvironmentObject` traps only when read, `@Environment(T.self)` when its view is
            // shown without one: a reader no code reads goes, rather than become a trap.
            // Of a class that stays already and has a read reader, a reader's plan shows only
            // where it is (a suppression there): whether it is read changes nothing.
            let settled = !candidate.reasons.isEmpty && candidate.hasReaders
            if !settled, PhaseClock.shared.measure("observation: unread readers", { isUnread(site) }),
               let removal = ObservationFamily.declarationRemoval(site.declaration, in: file) {
                candidate.siteEditMakers.append { [removal] }
                candidate.siteNotes.append(FindingNote("'\(site.name)' is removed here: no code reads it, and as @Environment(\(annotation).self) it would trap in every view shown without one",
                                                       file: file.index, offset: offset))
                candidate.siteKinds.append("unread @EnvironmentObject removed")
                return
            }
            let reader: String
            var declaresKey: String?
            // An adaptor's delegate is in the environment by its type, never by a key.
            if settings.entryStyle, !candidate.isAdaptorInjected, let key = candidate.entryKey ?? entryKey(for: candidate) {
                if candidate.entryKey == nil {
                    // The key lives beside the first reader (a file that imports SwiftUI).
                    candidate.entryKey = key
                    declaresKey = key
                }
                reader = "@\(names.spelling(of: "Environment", at: site.owner))(\\.\(key))"
            } else {
                reader = "@\(names.spelling(of: "Environment", at: site.owner))(\(annotation).self)"
            }
            candidate.siteEditMakers.append { [unowned self, unowned candidate, names] in
                var edits: [FileEdit] = []
                if let key = declaresKey { edits.append(self.entryDeclaration(key, for: candidate, in: file, near: site.declaration)) }
                edits.append(FileEdit.replace(site.attribute, with: reader, in: file))
                for projection in projections {
                    edits.append(FileEdit.replace(projection.node, with: names.spelling(of: "Bindable", at: projection.owner) + "(\(site.name))", in: projection.file))
                }
                edits += through.flatMap(self.bindableEdits)
                return edits
            }
            let entryNote = candidate.entryKey.map { _ in "; a view without one gets a default \(candidate.type.leafName)() instead of crashing" } ?? ""
            candidate.siteNotes.append(FindingNote("@EnvironmentObject becomes \(reader) here" + (projections.isEmpty ? "" : ", and $\(site.name).x becomes Bindable(\(site.name)).x") + throughNote + entryNote,
                                                   file: file.index, offset: offset))
            candidate.siteKinds.append("@EnvironmentObject → @Environment(T.self)")
            candidate.hasReaders = true
            candidate.readers.append(site)
        default: break
        }
    }

    /// SwiftUI's own environment keys, which a project key must not shadow.
    static let swiftUIEnvironmentKeys: Set<String> = ["locale", "colorScheme", "dismiss", "openURL", "scenePhase", "calendar", "timeZone",
        "isEnabled", "editMode", "managedObjectContext", "modelContext", "horizontalSizeClass", "verticalSizeClass", "layoutDirection",
        "font", "isSearching", "dismissSearch", "openWindow", "refresh", "undoManager", "displayScale", "isPresented", "colorSchemeContrast"]

    /// The key name for `candidate` in environment style entry (`Library` → `library`), or nil
    /// when it has no initializer without arguments (the key needs a default) or the name is
    /// taken: its readers then use `@Environment(T.self)`.
    private func entryKey(for candidate: Candidate) -> String? {
        let type = candidate.type
        let leaf = type.leafName
        let key = leaf.prefix { $0.isUppercase }.count > 1 && leaf.count > 1
            ? String(leaf.prefix { $0.isUppercase }.dropLast()).lowercased() + leaf.dropFirst(leaf.prefix { $0.isUppercase }.count - 1)
            : leaf.prefix(1).lowercased() + leaf.dropFirst()
        guard !index.environmentValueNames.contains(key), !Self.swiftUIEnvironmentKeys.contains(key), superclass(of: type) == nil else { return nil }
        let plain = type.designatedInitializers.contains { $0.declaration.signature.parameterClause.parameters.isEmpty && $0.declaration.optionalMark == nil }
        let implicit = type.initializers.isEmpty && type.storedProperties.allSatisfy(\.startsInitialized)
        return plain || implicit ? key : nil
    }

    /// `extension EnvironmentValues { @Entry var library = Library() }` at the end of `file`.
    private func entryDeclaration(_ key: String, for candidate: Candidate, in file: SourceFile, near node: some SyntaxProtocol) -> FileEdit {
        let lineEnding = file.dominantLineEnding
        let unit = SyntaxFacts.indentUnit(file.indentation(ofLineAt: node.positionAfterSkippingLeadingTrivia.utf8Offset))
        let end = file.bytes.count
        let endsWithNewline = end > 0 && (file.bytes[end - 1] == 10 || file.bytes[end - 1] == 13)
        let text = (endsWithNewline ? "" : lineEnding) + lineEnding + "extension \(names.spelling(of: "EnvironmentValues", at: nil)) {" + lineEnding
            + unit + "@\(names.spelling(of: "Entry", at: nil)) var \(key) = \(candidate.type.name)()" + lineEnding + "}" + lineEnding
        return FileEdit(file: file.index, range: end..<end, replacement: text)
    }

    /// True when `value` constructs the candidate (`Model(…)`, `Model.init(…)`, `.init(…)`).
    /// True when a value whose callee is `callee` (`Identifiers.callee(of:)`; nil:
    /// not a call) constructs the candidate (`Model(…)`, `Model.init(…)`, `.init(…)`).
    private func isConstruction(callee: String?, of candidate: Candidate) -> Bool {
        guard let callee else { return false }
        return callee.isEmpty || callee == "." || index.type(named: callee) === candidate.type
    }

    /// Work the class does when created (A17): the first call in an initializer (of its body,
    /// then of its extensions) or a stored property's initial value that is not a plain
    /// construction, or a deinit's, as a clause (`its init calls Ticker.start()`); nil when none
    /// (`MemberGroupFacts.sideEffect`).
    private func sideEffect(in candidate: Candidate) -> String? {
        let groups = index.memberGroupFacts(of: candidate.type)
        // A lazy property's value is made on first use, not by the init. An object made again
        // and thrown away also runs its deinit.
        if let code = groups.lazy.compactMap(\.initializerSideEffect).first ?? groups.first?.valueSideEffect { return "its init calls \(code)" }
        return groups.lazy.compactMap(\.deinitSideEffect).first.map { "a discarded copy's deinit calls \($0)" }
    }

    // MARK: injections (§4.2 B5)

    private func checkInjections() {
        var unresolved: [InjectionSite] = []
        for site in index.injections {
            switch resolve(site.type, from: site.owner) {
            case .candidate(let candidate):
                let key = candidate.entryKey
                candidate.siteEditMakers.append {
                    [FileEdit.replace(site.nameToken, with: "environment", in: site.file)]
                        + (key.map { [FileEdit.insert("\\.\($0), ", before: site.argument, in: site.file)] } ?? [])
                }
                candidate.siteNotes.append(FindingNote(".environmentObject becomes .environment\(candidate.entryKey.map { "(\\.\($0), …)" } ?? "") here", file: site.file.index,
                                                       offset: site.$nameToken.start))
                candidate.siteKinds.append(".environmentObject → .environment")
            case .other: break
            case .unresolved: unresolved.append(site)
            }
        }
        for site in unresolved {
            blockAll(.unresolvedInjection, "statefix cannot tell the class '.environmentObject(\(CodeSnippet.quote(site.argumentText)))' injects, which converts with its readers",
                     file: site.file, offset: site.$nameToken.start,
                     advice: "name its class where it is made ('as <its class>', a closure's '-> <its class>', or a 'let' with a type annotation), then run statefix again", only: { $0.hasReaders })
        }
    }

    // MARK: units

    /// Blocks every class of a unit that has a blocked class (again after a caller adds reasons).
    func closeOverUnits() {
        // One pass suffices: a class is tied to a class of its unit that stays for reasons of its own.
        for candidate in candidates where candidate.reasons.isEmpty {
            guard let stuck = candidates.first(where: { $0.unit == candidate.unit && $0 !== candidate && $0.reasons.contains { $0.kind != .inheritance } }) else { continue }
            block(candidate, .inheritance, "it is tied by inheritance to '\(stuck.name)', which stays an ObservableObject", file: stuck.type.file,
                  offset: stuck.type.$declaration.start, advice: "unblock '\(stuck.name)' first")
        }
    }

    // MARK: class edits (§5.1 observable-model)

    private func planClassEdits(_ candidate: Candidate) {
        let type = candidate.type
        guard let declaration = type.declaration.as(ClassDeclSyntax.self) else { return }
        let file = type.file
        var edits: [FileEdit] = []
        let hasOwnStorage = !type.storedProperties.filter { !$0.isLet }.isEmpty
        let directlyObservable = type.inheritedTypeNames.contains(where: ObservationCollector.isObservableObject)
        let addsAttribute = hasOwnStorage || directlyObservable || superclass(of: type) == nil
        if addsAttribute {
            edits.append(ObservationFamily.observableAttribute(on: declaration, spelled: names.spelling(of: "Observable", at: type.name), in: file))
        }
        if let clause = declaration.inheritanceClause, let edit = ObservationFamily.removingConformance(from: clause, in: file) { edits.append(edit) }
        for (extensionFile, ext) in type.extensions {
            guard let clause = ext.inheritanceClause, clause.inheritedTypes.contains(where: { ObservationCollector.isObservableObject(Declarations.typeName($0.type)) }) else { continue }
            if clause.inheritedTypes.count == 1, ext.memberBlock.members.isEmpty, ext.attributes.isEmpty,
               LineLayout.startsLine(ext, in: extensionFile), let end = LineLayout.lineEnd(after: ext, in: extensionFile) {
                edits.append(FileEdit(file: extensionFile.index, range: extensionFile.lineStart(ext.positionAfterSkippingLeadingTrivia.utf8Offset)..<end, replacement: ""))
            } else if let edit = ObservationFamily.removingConformance(from: clause, in: extensionFile) {
                edits.append(edit)
            }
        }
        let handPublished = handPublishedNames(of: type)
        var seen = Set<SyntaxIdentifier>()
        for property in type.storedProperties where !property.isLet && seen.insert(property.declaration.id).inserted {
            if let published = property.attributes.first(where: { $0.simpleName == "Published" }) {
                edits.append(ObservationFamily.removal(of: published.node, in: property.file))
                candidate.publishedCount += 1
                continue
            }
            if property.attributes.contains(where: { $0.simpleName == "ObservationIgnored" }) { continue }
            if candidate.trackedStorageNames.contains(property.name) {
                edits += appStorageRewrite(property, in: type.name)
                candidate.classNotes.append(FindingNote("'\(property.name)' becomes computed over an ignored @AppStorage: writes through the object update views, writes to the key elsewhere do not",
                                                        file: property.file.index, offset: property.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset))
                continue
            }
            let isLazy = property.isLazy
            let wrapped = !wrappers(of: property).isEmpty
            let readByDeinit = settings.trackUnpublished && !handPublished.contains(property.name) && candidate.deinitReads.contains(property.name)
            if readByDeinit {
                candidate.classNotes.append(FindingNote("'\(property.name)' stays @ObservationIgnored despite track_unpublished: the deinit reads it, which Swift 6 forbids if tracked",
                                                        file: property.file.index, offset: property.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
            if isLazy || wrapped || readByDeinit || (!settings.trackUnpublished && !handPublished.contains(property.name)) {
                edits.append(FileEdit.insert("@\(names.spelling(of: "ObservationIgnored", at: type.name)) ", before: property.declaration, in: property.file))
                candidate.ignoredCount += 1
            }
        }
        // `_x = Published(initialValue: e)` in the class's initializers → `self.x = e`.
        for assignment in index.storageAssignments where assignment.owner == type.name && candidate.publishedNames.contains(assignment.name)
            && (assignment.wrapper == "Published" || assignment.wrapper == nil) {
            edits.append(FileEdit.replace(assignment.assignment, with: "self.\(assignment.name) = \(assignment.value.trimmedDescription)", in: assignment.file))
        }
        // `objectWillChange.send()` in a stored property's observer: the statement, or the
        // whole observer block when nothing else is left in it.
        for use in index.willChange where use.receiver == nil && use.owner == type.name {
            guard let observer = use.observerStatement, let body = observer.accessor.body,
                  let accessorBlock = observer.accessor.parent?.parent?.as(AccessorBlockSyntax.self) else { continue }
            let useFile = use.file
            if body.statements.count == 1, case .accessors(let list) = accessorBlock.accessors, list.count == 1,
               let previous = accessorBlock.previousToken(viewMode: .sourceAccurate) {
                edits.append(FileEdit(file: useFile.index, range: previous.endPositionBeforeTrailingTrivia.utf8Offset..<accessorBlock.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
            } else if LineLayout.startsLine(observer.statement, in: useFile), let end = LineLayout.lineEnd(after: observer.statement, in: useFile) {
                edits.append(FileEdit(file: useFile.index, range: useFile.lineStart(observer.statement.positionAfterSkippingLeadingTrivia.utf8Offset)..<end, replacement: ""))
            } else {
                edits.append(FileEdit.remove(observer.statement, in: useFile))
            }
        }
        if addsAttribute, let edit = ObservationFamily.observationImport(in: file) {
            edits.append(edit)
        }
        candidate.edits = edits
    }
}
