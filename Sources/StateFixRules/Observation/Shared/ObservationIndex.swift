import StateFixCore
import StateFixModel
import SwiftSyntax

/// How code names the type of an object, as far as one file can tell; `ObservationIndex`
/// resolves it against the types of every file (`../shared/observation-migration.md` §4.2 B1).
enum TypeReference: Hashable, Codable {
    /// A type written out: `Library`, `Kit.Library` (trimmed, optional marks removed).
    case named(String)
    /// A stored property of the enclosing type (`library`, `self.library`): its annotation or
    /// its initial value tells.
    case storedProperty(owner: String, name: String)
    /// A static member of a type (`Library.shared`): its declaration tells.
    case staticMember(type: String, name: String)
    /// A Factory key path (`@InjectedObject(\.errorHandler)`): the `Factory<T>` declared under that name.
    case factoryKey(String)
    /// The associated value at a position of an enum case of that name (`case .settings(let x, _)`).
    case enumCase(String, Int)
    /// A property of something else (`DownloadService.shared.networkState`).
    indirect case member(TypeReference, String)
    /// What a call of a free function returns when every free function of that name in the
    /// files returns its generic first argument (`func configure<T>(_ x: T, …) -> T`, called as
    /// `configure(Model()) { … }`): the argument's type.
    indirect case passedThrough(function: String, TypeReference)
    /// Anything else, as written (`makeLibrary()`, `items[0]`, a closure parameter).
    case unknown(String)

    /// The owner a member's facts leave open (`MemberProperty`): the type the property is
    /// asked of fills it in. Not a Swift identifier.
    static let openOwner = "<owner>"

    /// The reference with `openOwner` replaced by `owner`.
    func filling(owner: String) -> TypeReference {
        switch self {
        case .storedProperty(let name, let member) where name == Self.openOwner: .storedProperty(owner: owner, name: member)
        case .member(let base, let name): .member(base.filling(owner: owner), name)
        case .passedThrough(let function, let argument): .passedThrough(function: function, argument.filling(owner: owner))
        default: self
        }
    }
}

/// A property declared in a type's or an extension's own member block (`#if` clauses entered),
/// and what its declaration says of its type: what `ObservationIndex.resolve` reads of a
/// member, without syntax (`x.model.session` resolves member by member).
struct MemberProperty: Codable {
    /// Where the declaration it belongs to starts (the type's or the extension's, trivia
    /// included, as `SyntaxRef` ranges start).
    var group: Int
    var name: String
    var isStatic: Bool
    var type: Kind

    enum Kind: Codable {
        /// Written: `var x: Model?` (the name, optional marks removed).
        case annotation(String)
        /// `= Self()`, `= .init()`, `= .init(…)`: the type the property is declared in.
        case constructsSelf
        /// What the initial value says (`TypeReference.openOwner` for the type it is in).
        case value(TypeReference)
        /// `@InjectedObject(\.key) var x` without a type.
        case factoryKey(String)
        /// Nothing tells.
        case unknown
    }
}

/// A stored property with an attribute that may be a property wrapper (`@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`, a third-party wrapper), in a type of one file.
/// Like every site below, it holds its syntax by place (`@Place`: `site.declaration` is the
/// node, `site.$declaration` its place), so a file's facts can come from the cache without
/// parsing it.
struct WrapperSite: Codable {
    @Place var declaration: VariableDeclSyntax
    @Place var attribute: AttributeSyntax
    /// The wrapper's last name component (`StateObject` for `@SwiftUI.StateObject`).
    var wrapper: String
    /// The enclosing type's qualified name (nil in a local type).
    var owner: String?
    var name: String
    var type: TypeReference
    @OptionalPlace var initialValue: ExprSyntax?
    /// The initial value is a call (`Model()`, `.init()`); asks no syntax.
    var initialValueIsCall: Bool
    /// The initial value is a member (`Model.shared`): an object made elsewhere.
    var initialValueIsMember: Bool
    /// The callee of an initial value that is a call, without `.init` (`Model`, `Kit.Model`,
    /// empty for `.init()`).
    var initialValueCallee: String?
    /// `private` or `fileprivate` is written (not `private(set)`).
    var isPrivate: Bool
    /// The type annotation as written (`Model`, `Model?`).
    var typeAnnotation: String?
    /// Other upper-case attributes on the same declaration (composition).
    var otherAttributes: [String]
    /// An access modifier is written (`private`, `public`…; `private(set)` does not count).
    var hasAccess: Bool

    var file: SourceFile { $declaration.file }
    /// An initial value is written; asks no syntax.
    var hasInitialValue: Bool { $initialValue != nil }
}

/// `_m = StateObject(wrappedValue: e)`, `self._m = ObservedObject(initialValue: e)`,
/// `_x = Published(initialValue: e)` (and `.init(…)`), anywhere in one file.
struct StorageAssignment: Codable {
    var owner: String?
    /// The property's name (`m` for `_m`).
    var name: String
    @Place var assignment: SequenceExprSyntax
    @Place var call: FunctionCallExprSyntax
    /// `StateObject`, `ObservedObject`, `Published`, or nil for `.init(…)`.
    var wrapper: String?
    @Place var value: ExprSyntax
    /// The value is a reference to an `@autoclosure` parameter of the enclosing function.
    var valueIsAutoclosure: Bool
    /// The value is a reference to a parameter or to a local `let` (no side effects).
    var valueIsPlainReference: Bool
    /// The assignment as written (quoted for messages: one line, elided), and whether it is in an initializer (not through a closure).
    var text: String
    var inInitializer: Bool
    /// The callee of a value that is a call, without `.init` (`Model`, empty for `.init()`).
    var valueCallee: String?

    var file: SourceFile { $assignment.file }
}

/// A use of a name the plan asks about, found by `ObservationIndex.mentions`.
protocol MentionUse {
    var name: String { get }
    var file: SourceFile { get }
    /// Where it starts (UTF-8, after leading trivia).
    var start: Int { get }
}

/// `$name` written as an expression, in one file.
struct ProjectionUse: Codable, MentionUse {
    var owner: String?
    /// The name without `$`.
    var name: String
    @Place var node: DeclReferenceExprSyntax
    /// `$m.x` (a member is taken), rather than a bare `$m`.
    var takesMember: Bool

    var file: SourceFile { $node.file }
    var start: Int { $node.range.lowerBound }
}

/// `x.$name` (a Combine publisher of a `@Published` property), in one file.
struct PublisherUse: Codable {
    var owner: String?
    var name: String
    @Place var node: MemberAccessExprSyntax
    /// Whose publisher it is, as far as the file tells (`model` in `model.$query`).
    var receiver: TypeReference
    /// As written (`model.$query`), and its base (`model`).
    var text: String
    var baseText: String?
    /// A member is taken (`x.$m.path`), rather than the publisher itself.
    var takesMember: Bool

    var file: SourceFile { $node.file }
}

/// `_name` written as an expression outside a `_name = …` storage assignment.
struct StorageUse: Codable, MentionUse {
    var owner: String?
    var name: String
    @Place var node: DeclReferenceExprSyntax

    var file: SourceFile { $node.file }
    var start: Int { $node.range.lowerBound }
}

/// A mention of `objectWillChange`.
struct WillChangeUse: Codable {
    var owner: String?
    @Place var node: Syntax
    /// Who it belongs to: nil for `objectWillChange` / `self.objectWillChange`.
    var receiver: TypeReference?
    /// `objectWillChange.send()` as a statement right inside a stored property's `willSet` or
    /// `didSet` (a hand-written `@Published`).
    var observerStatement: ObserverStatement?
    /// The declaration or statement around it, as one short line (`ObservationCollector.context`).
    var context: String

    var file: SourceFile { $node.file }
}

/// `objectWillChange.send()` in a property observer: the statement, the accessor and the
/// property's name.
struct ObserverStatement: Codable {
    @Place var statement: CodeBlockItemSyntax
    @Place var accessor: AccessorDeclSyntax
    var property: String
}

/// `.environmentObject(x)` on a view or scene.
struct InjectionSite: Codable {
    var owner: String?
    @Place var nameToken: TokenSyntax
    @Place var argument: ExprSyntax
    var type: TypeReference
    /// The argument as written.
    var argumentText: String

    var file: SourceFile { $nameToken.file }
}

/// A mention of `ObservableObject` that is not a conformance (`<T: ObservableObject>`,
/// `any ObservableObject`), or of a wrapper type as a type or a call outside a storage
/// assignment (`ObservedObject<Model>.Wrapper`, `StateObject(wrappedValue:)` as an argument).
struct OtherMention: Codable {
    @Place var node: Syntax
    /// What it is, for the message (`a generic constraint 'T: ObservableObject'`).
    var text: String
    /// The class it names (a wrapper's generic argument), or nil for any class.
    var type: TypeReference?

    var file: SourceFile { $node.file }
}

/// Where views are shown from the outside: a scene's content (`WindowGroup { … }`), a hosting
/// controller's root view, or a preview. The views it reaches get the environment it injects
/// and nothing else.
struct RootSite: Codable {
    enum Kind: String, Codable { case scene, hosting, preview }
    var kind: Kind
    /// The callee or macro as written (`WindowGroup`, `UIHostingController`, `#Preview`).
    var name: String
    var owner: String?
    @Place var node: Syntax

    var file: SourceFile { $node.file }
}

/// A protocol that refines `ObservableObject`.
struct RefiningProtocol: Codable {
    var name: String
    @Place var node: ProtocolDeclSyntax
}

/// A `ForEach(…)` keyed by position (`ObservationForeachPositionIdentity.positionalCollection`),
/// with the type around it: all `observation-foreach-position-identity` needs, without syntax.
struct ForEachCall: Codable {
    var owner: String?
    /// The collection as written (`items`, `self.model.rows`).
    var collection: String
    /// UTF-8 offsets of the call and of the collection (after leading trivia).
    var callOffset: Int
    var collectionOffset: Int
    /// The owner's stored property the collection reads (`items` for `items`, `self.items`,
    /// `$items`, `model` for `model.rows`), unless a local or parameter of that name hides it
    /// there; nil for any other collection.
    var property: String?
    /// The collection is a member of that property (`model.rows`).
    var throughMember: Bool

    init?(_ call: FunctionCallExprSyntax) {
        guard let collection = ObservationForeachPositionIdentity.positionalCollection(call) else { return nil }
        owner = ObservationCollector.owner(of: Syntax(call))
        self.collection = collection.trimmedDescription
        callOffset = call.startOffset
        collectionOffset = collection.startOffset
        (property, throughMember) = ObservationForeachPositionIdentity.readProperty(collection) ?? (nil, false)
    }
}

/// What one file holds that the Observation migration needs: its wrapper sites, the
/// constructs that can block a conversion, its roots and declarations. Computed once per file
/// text (`IndexCache.facts`) and kept by the cache between runs. The walk is gated on
/// `needles` (a body without one holds none of these facts), so a file with none of them
/// outside its declarations is read as a skeleton; the uses the plan asks about by name are
/// `ObservationMentionFacts`.
struct ObservationFileFacts: ArchivableFacts {
    static let archiveID = "observation-16"
    /// What every fact spells inside a body: the family's needles, `.$` (a publisher), the
    /// labels of a storage assignment (`_m = .init(wrappedValue: …)`), `func` (a local function
    /// hides a free one), Factory's and `EnvironmentValues`' declarations. (Roots are
    /// `ObservationRootFacts`, read only when a reader could be shown without its object.)
    static let needles: Set<String> = Set(ObservationFamily.needles + [".$", "wrappedValue", "initialValue", "func", "Factory", "EnvironmentValues"])
    var wrappers: [WrapperSite] = []
    var storageAssignments: [StorageAssignment] = []
    var publishers: [PublisherUse] = []
    var willChange: [WillChangeUse] = []
    var injections: [InjectionSite] = []
    var otherMentions: [OtherMention] = []
    /// Protocols declared here that refine `ObservableObject`.
    var refiningProtocols: [RefiningProtocol] = []
    /// Properties declared in extensions of `EnvironmentValues` (keys of the project).
    var environmentValueNames: Set<String> = []
    /// Factory registrations: `var errorHandler: Factory<ErrorViewModel>` → `errorHandler: ErrorViewModel`.
    var factoryKeys: [String: String] = [:]
    /// Free functions by name: true when each of that name returns its generic first argument.
    var freeFunctions: [String: Bool] = [:]
    /// The properties of each type and extension of the file (`ObservationIndex.memberType`).
    var memberProperties: [MemberProperty] = []
    /// What the class conditions read in the bodies of each class and extension, when the
    /// file's whole tree was walked (not a skeleton). So the facts of the same bytes hold them
    /// or not by how the file was read (a skeleton before the migration's pass, the shared
    /// whole tree in it); `ObservationIndex.memberGroupFacts(of:)` reads a group the facts
    /// lack by name, with the same result.
    var memberGroups: [MemberGroupFacts] = []

    init(_ file: SourceFile) {
        let collector = ObservationCollector(file: file)
        collector.walk(file.transientTree)
        self = collector.facts
    }
    init() {}
}

/// Where one file shows views from outside any view: scenes, hosting controllers and
/// previews (`RootSite`). Only the check of readers without an injection reads them, and only
/// when a class keeps such a reader, from the files that spell a root's name (`needles`), so
/// a run does not parse every file that mentions `Settings` or `#Preview` up front.
struct ObservationRootFacts: ArchivableFacts {
    static let archiveID = "observation-roots-3"
    static let needles: Set<String> = Set(ObservationCollector.rootKinds.keys).union(["Preview", "previews"])
    var roots: [RootSite] = []

    init(_ file: SourceFile) {
        let collector = RootCollector(file: file, needles: Array(Self.needles))
        collector.walk(file.transientTree)
        roots = collector.roots
    }

    private final class RootCollector: GatedVisitor {
        var roots: [RootSite] = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if Declarations.isStatic(node.modifiers), node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" {
                roots.append(RootSite(kind: .preview, name: "previews", owner: ObservationCollector.owner(of: Syntax(node)), node: Place(Syntax(node), in: file)))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let leaf = ObservationCollector.calleeLeaf(node), let kind = ObservationCollector.rootKinds[leaf] {
                roots.append(RootSite(kind: kind, name: leaf, owner: ObservationCollector.owner(of: Syntax(node)), node: Place(Syntax(node), in: file)))
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" {
                roots.append(RootSite(kind: .preview, name: "#Preview", owner: ObservationCollector.owner(of: Syntax(node)), node: Place(Syntax(node), in: file)))
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" {
                roots.append(RootSite(kind: .preview, name: "#Preview", owner: ObservationCollector.owner(of: Syntax(node)), node: Place(Syntax(node), in: file)))
            }
            return .visitChildren
        }
    }
}

/// The uses in one file of names the plan asks about (`$name`, `_name`, the labels passed to
/// `Type(…)`, `x.name` reads): they can be in any body of any file, so they are taken from the
/// files whose bytes spell an asked name (`ObservationIndex.projections(named:)`), each read
/// as a skeleton that keeps the bodies spelling one (the asked spellings are its needles).
struct ObservationMentionFacts {
    var projections: [ProjectionUse] = []
    var storageUses: [StorageUse] = []
    /// Argument labels passed to calls of upper-case names (`Row(model: …)` → `Row: [model]`).
    var callLabels: [String: Set<String>] = [:]
    /// Member names read through something other than `self` (`child.model`).
    var foreignMemberNames: Set<String> = []

    /// The uses in the bodies of `file` that spell one of `needles` (`$name`, `_name`,
    /// `Row`, `name`; the others hold none of the asked names), from its tree or a skeleton
    /// with those needles, dropped after.
    init(_ file: SourceFile, needles: Set<String>) {
        self = file.withSkeleton(needles: needles) {
            let collector = ObservationMentionCollector(file: file, needles: Array(needles))
            collector.walk(file.transientTree)
            return collector.facts
        }
    }

    /// Every use of every name in `file`'s full tree (what the skeletons are compared with).
    init(wholeTreeOf file: SourceFile) {
        let collector = ObservationMentionCollector(file: file, needles: [])
        collector.gated = false
        collector.walk(file.transientTree)
        self = collector.facts
    }
    init() {}
}

/// The Observation facts of every file of the pass, and the resolution of type references
/// against the types of every file.
final class ObservationIndex: ModelIndex {
    let types: TypeIndex
    private(set) var facts: [ObservationFileFacts] = []
    /// Every file of the model, for byte scans of rare names (`ObservationPlan.changes(_:of:)`).
    let files: [SourceFile]

    static var fileFacts: [FileFactsKind] {
        [FileFactsKind(ObservationFileFacts.self, needles: ObservationFileFacts.needles, ObservationFileFacts.init)] + TypeIndex.fileFacts
    }

    /// The mention facts of files, from the pass's store (computed in parallel, or archived).
    /// The mention facts of files, each read with its needles (the asked spellings it holds).
    private let mentionFacts: ([SourceFile], String, (SourceFile) -> Set<String>) -> [ObservationMentionFacts]
    /// The files of the pass not parsed unless asked for (`IndexCache.reserve`), and their facts.
    private let reserve: Set<Int>
    private let reserveFacts: ([SourceFile]) -> [ObservationFileFacts]
    /// The facts of a file that is not in the reserve (the store's, known after `init`).
    private let parsedFacts: (SourceFile) -> ObservationFileFacts
    /// The roots of files (skeletons with the roots' needles where no tree is kept).
    private let rootFacts: ([SourceFile]) -> [ObservationRootFacts]

    /// The files that can hold the migration's facts: one of `ObservationFileFacts.needles`
    /// but `func` as a whole identifier (every fact is a token of that spelling or holds one;
    /// a file without one has no facts in a body, and its free functions are read by name), or
    /// the name of a wrapper whose site the plan reads (`selectingWrappers`). A file that
    /// passes neither has empty facts but free functions and the sites of wrappers a project
    /// adds to `object_wrappers`, read by name (`wrappers(including:)`).
    static let selectingTriggers: [Trigger] = [
        Trigger(anyOf: ObservationFileFacts.needles.subtracting(["func", ".$"]).union(selectingWrappers).sorted(), wholeWords: true),
    ]

    /// The wrappers whose sites the plan reads besides the migration's own (needles already):
    /// the app delegate adaptors and the default `object_wrappers`. Sites of other upper-case
    /// attributes (`@AppStorage`, `@UserDefault`) are skipped by the plan.
    static let selectingWrappers: Set<String> = ObservationPlan.delegateAdaptors.union(ObservationPlan.Settings.defaultObjectWrappers)

    init(_ cache: IndexCache) {
        types = PhaseClock.shared.measure("types index") { cache.get(TypeIndex.self) }
        files = cache.files
        // A file of the reserve has none of the facts' needles but `func` (the prefilter chose
        // every file that has one): its facts are empty but for free functions, read by name.
        facts = PhaseClock.shared.measure("observation: per-file facts") { cache.facts(ObservationFileFacts.self, of: cache.parsedFiles, ObservationFileFacts.init) }
        reserve = cache.reserve
        let store = cache.fileFacts
        parsedFacts = { file in store.facts(ObservationFileFacts.self, of: [file], ObservationFileFacts.init)[0] }
        rootFacts = { files in
            PhaseClock.shared.measure("observation: roots") {
                store.facts(ObservationRootFacts.self, of: files) { file in file.withSkeleton(needles: ObservationRootFacts.needles) { ObservationRootFacts(file) } }
            }
        }
        jobs = store.jobs
        // Read as skeletons, like the type index reads the reserve (the walk gates on the needles).
        reserveFacts = { files in
            store.facts(ObservationFileFacts.self, of: files) { file in file.withSkeleton(needles: ObservationFileFacts.needles) { ObservationFileFacts(file) } }
        }
        let jobs = store.jobs
        mentionFacts = { files, query, needles in
            PhaseClock.shared.measure("observation: mention facts for \(query)") {
                Parallel.map(files.count, jobs: jobs, size: { files[$0].bytes.count }) { ObservationMentionFacts(files[$0], needles: needles(files[$0])) }
            }
        }
    }

    // The facts of all files, each list built once per pass on first use.
    private(set) lazy var wrappers: [WrapperSite] = facts.flatMap(\.wrappers)

    /// `wrappers`, with the sites of `names` in the reserve's files (a wrapper the project
    /// adds to `object_wrappers`: the selecting triggers know only the default ones), read as
    /// skeletons from the files that spell one of them, in file order.
    func wrappers(including names: Set<String>) -> [WrapperSite] {
        let extra = names.subtracting(Self.selectingWrappers)
        guard !reserve.isEmpty, !extra.isEmpty else { return wrappers }
        if let known = wrappersIncluding[extra] { return known }
        let spelling = files.filter { reserve.contains($0.index) && Prefilter.mentionsAny($0.bytes, extra) }
        let found = reserveFacts(spelling).flatMap(\.wrappers).filter { extra.contains($0.wrapper) }
        let all = found.isEmpty ? wrappers : (wrappers + found).sorted {
            ($0.file.index, $0.$attribute.range.lowerBound) < ($1.file.index, $1.$attribute.range.lowerBound)
        }
        wrappersIncluding[extra] = all
        return all
    }
    private var wrappersIncluding: [Set<String>: [WrapperSite]] = [:]
    private(set) lazy var storageAssignments: [StorageAssignment] = facts.flatMap(\.storageAssignments)
    private(set) lazy var willChange: [WillChangeUse] = facts.flatMap(\.willChange)
    private(set) lazy var injections: [InjectionSite] = facts.flatMap(\.injections)
    private(set) lazy var otherMentions: [OtherMention] = facts.flatMap(\.otherMentions)
    private(set) lazy var refiningProtocols: [RefiningProtocol] = facts.flatMap(\.refiningProtocols)
    /// The scenes, hosting controllers and previews of the files that spell one of `names` as
    /// a word (a root shows only what its file names), in file order: from the files that also
    /// spell a root's name, each read for them alone (a skeleton).
    func roots(inFilesSpelling names: Set<String>) -> [RootSite] {
        let (rootWords, wanted) = (WordSet(ObservationRootFacts.needles), WordSet(names))
        let spelling = zip(files, Parallel.map(files.count, jobs: jobs, size: { files[$0].bytes.count }) {
            rootWords.occurs(in: files[$0].bytes) && wanted.occurs(in: files[$0].bytes)
        }).filter(\.1).map(\.0)
        return rootFacts(spelling).flatMap(\.roots)
    }

    /// The names through which code of the files can come to construct a view named in
    /// `targets` (last name components): the targets and, until nothing is added, every type
    /// a file declares or extends (`Prefilter.declaredNames(byRole:)`) and every method whose
    /// signature there spells `View` (`viewFunctionFiles`), in a file whose bytes spell one of
    /// the names as a word. A superset (comments and strings count): a view or method whose
    /// name is not in it constructs none of the targets, however deep.
    func namesLeading(to targets: Set<String>) -> Set<String> {
        var names = targets, frontier = targets
        var read = Set<Int>()
        let viewFunctionsByFile = viewFunctionFiles.reduce(into: [Int: [String]]()) { result, entry in
            for file in entry.value { result[file, default: []].append(entry.key) }
        }
        while !frontier.isEmpty {
            let words = WordSet(frontier)
            let candidates = files.filter { !read.contains($0.index) }
            let hits = Parallel.map(candidates.count, jobs: jobs, size: { candidates[$0].bytes.count }) { words.occurs(in: candidates[$0].bytes) }
            var added = Set<String>()
            for (file, hit) in zip(candidates, hits) where hit {
                read.insert(file.index)
                let declared = Prefilter.declaredNames(byRole: file.bytes)
                added.formUnion(declared[.declared] ?? [])
                added.formUnion(declared[.extended] ?? [])
                added.formUnion(viewFunctionsByFile[file.index] ?? [])
            }
            frontier = added.subtracting(names)
            names.formUnion(frontier)
        }
        return names
    }
    /// The publishers and projections reached through a value (`x.$name`) of each of `names`,
    /// in file order: from the files whose bytes spell `$name` (`prefixedNames`), those of the
    /// reserve read as skeletons (a file with `.$` and none of the family's words is not
    /// parsed up front).
    func publishers(named names: Set<String>) -> [PublisherUse] {
        let wanted = names.filter { publishersByName[$0] == nil }
        if !wanted.isEmpty {
            let found = files(spelling: wanted, in: prefixedNames.dollar).flatMap { fileFacts(of: $0).publishers }
            let grouped = Dictionary(grouping: found.filter { wanted.contains($0.name) }, by: \.name)
            for name in wanted { publishersByName[name] = grouped[name] ?? [] }
        }
        return names.flatMap { publishersByName[$0]! }.sorted { ($0.file.index, $0.$node.range.lowerBound) < ($1.file.index, $1.$node.range.lowerBound) }
    }
    private var publishersByName: [String: [PublisherUse]] = [:]
    private(set) lazy var environmentValueNames: Set<String> = facts.reduce(into: []) { $0.formUnion($1.environmentValueNames) }
    private lazy var allFactoryKeys: [String: Set<String>] = facts.reduce(into: [:]) { result, file in
        for (name, type) in file.factoryKeys { result[name, default: []].insert(type) }
    }
    private lazy var allFreeFunctions: [String: Bool] = facts.reduce(into: [:]) { result, file in
        for (name, passes) in file.freeFunctions { result[name] = (result[name] ?? true) && passes }
    }

    /// Whether every free function named `name` in the files returns its generic first argument
    /// (the reserve's files that spell `func name` are read for it, once).
    private func freeFunctionPassesThrough(_ name: String) -> Bool? {
        if !reserve.isEmpty, readFunctionNames.insert(name).inserted {
            let spelling = (functionFiles[name] ?? []).filter(reserve.contains).sorted().map { files[$0] }
            for facts in reserveFacts(spelling) {
                for (function, passes) in facts.freeFunctions { allFreeFunctions[function] = (allFreeFunctions[function] ?? true) && passes }
            }
        }
        return allFreeFunctions[name]
    }
    private var readFunctionNames: Set<String> = []

    /// For each name after `func ` in some file's bytes, the files that say it: one byte scan
    /// of every file instead of one per called name.
    private(set) lazy var functionFiles: [String: Set<Int>] = functionScan.all
    /// Of `functionFiles`, those where a signature of that name spells `View` before its body
    /// (`func row() -> some View {`): the only ones a method returning a view can be in.
    private(set) lazy var viewFunctionFiles: [String: Set<Int>] = functionScan.spellingView

    private lazy var functionScan: (all: [String: Set<Int>], spellingView: [String: Set<Int>]) = {
        var all: [String: Set<Int>] = [:], spellingView: [String: Set<Int>] = [:]
        for file in files {
            let bytes = file.bytes
            for end in Prefilter.occurrences(of: "func ", in: bytes) {
                var cursor = end
                while cursor < bytes.count, bytes[cursor] == 32 { cursor += 1 }
                let start = cursor
                while cursor < bytes.count, Prefilter.isIdentifierByte(bytes[cursor]) { cursor += 1 }
                guard cursor > start else { continue }
                let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
                all[name, default: []].insert(file.index)
                if Self.signatureSpellsView(bytes, from: cursor) { spellingView[name, default: []].insert(file.index) }
            }
        }
        return (all, spellingView)
    }()

    /// Whether the bytes from `start` (just after a function's name) to its body's `{` spell
    /// `View`, skipping comments and one-line string literals (which may hold a `{`); true when
    /// the scan cannot tell (a multi-line string, the end of the file). A requirement without a
    /// body ends at the `}` or the next `{` (a superset: only a false answer skips a file).
    static func signatureSpellsView(_ bytes: [UInt8], from start: Int) -> Bool {
        let view = Array("View".utf8)
        var i = start, depth = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 47, i + 1 < bytes.count, bytes[i + 1] == 47 {           // `//` to the end of the line
                while i < bytes.count, bytes[i] != 10 { i += 1 }
                continue
            }
            if b == 47, i + 1 < bytes.count, bytes[i + 1] == 42 {           // `/* … */`
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == 42 && bytes[i + 1] == 47) { i += 1 }
                i += 2
                continue
            }
            if b == 34 {                                                    // a one-line string literal
                if i + 2 < bytes.count, bytes[i + 1] == 34, bytes[i + 2] == 34 { return true }
                i += 1
                while i < bytes.count, bytes[i] != 34 {
                    if bytes[i] == 10 || bytes[i] == 13 { return true }
                    i += bytes[i] == 92 ? 2 : 1
                }
                i += 1
                continue
            }
            if b == 40 || b == 91 { depth += 1 } else if b == 41 || b == 93 { depth = max(0, depth - 1) }
            if depth == 0, b == 123 || b == 125 { return false }
            if b == 86, i + view.count <= bytes.count, bytes[i..<(i + view.count)].elementsEqual(view) { return true }
            i += 1
        }
        return true
    }

    /// Every label passed to calls of the type named `leaf` (from the files that spell it).
    func labels(passedTo leaf: String) -> Set<String> {
        if let known = labelsByCallee[leaf] { return known }
        let spelling: Set<String> = [leaf]
        let found = mentionFacts(siteOwnerFiles[leaf].map { $0.map { files[$0] } } ?? files.filter { Prefilter.mentionsAny($0.bytes, spelling) }, "labels", { _ in spelling })
            .reduce(into: Set<String>()) { $0.formUnion($1.callLabels[leaf] ?? []) }
        labelsByCallee[leaf] = found
        return found
    }
    private var labelsByCallee: [String: Set<String>] = [:]

    /// For the last name component of each wrapper site's owner (the callees `labels(passedTo:)`
    /// is asked about), the files that spell it as a whole identifier, in file order: one scan
    /// of every file for all of them instead of one per name.
    private lazy var siteOwnerFiles: [String: [Int]] = {
        let leaves = WordSet(Set(wrappers.compactMap { $0.owner.map { String($0.split(separator: ".").last ?? Substring($0)) } }))
        guard !leaves.isEmpty else { return [:] }
        let scans = Parallel.map(files.count, jobs: jobs, size: { files[$0].bytes.count }) { leaves.occurring(in: files[$0].bytes) }
        var result: [String: [Int]] = [:]
        for (file, found) in scans.enumerated() { for leaf in found.sorted() { result[leaves.words[leaf], default: []].append(file) } }
        for leaf in leaves.words where result[leaf] == nil { result[leaf] = [] }
        return result
    }()

    /// True when some file reads `x.member` with `x` not `self`, other than as a call of a
    /// method (`x.member(…)`): of the files whose bytes spell it (`prefixedNames`), the trees.
    func isReadFromOutside(_ member: String) -> Bool {
        if let known = readFromOutside[member] { return known }
        // A few files at a time: one read is the answer, and common names are read often.
        let spelling = (prefixedNames.dot[member] ?? []).map { files[$0] }
        let chunk = max(8, 4 * jobs)
        let found = stride(from: 0, to: spelling.count, by: chunk).contains { start in
            mentionFacts(Array(spelling[start..<min(start + chunk, spelling.count)]), "x.name", { _ in [member] }).contains { $0.foreignMemberNames.contains(member) }
        }
        readFromOutside[member] = found
        return found
    }
    private var readFromOutside: [String: Bool] = [:]

    /// `$name` written as an expression, for each of `names` (from the files that spell it).
    ///
    /// With `owners` (last name components), only the uses inside a type or extension of one
    /// of those names, from the files whose declaration headers declare or extend one (a use's
    /// `owner` is the type or extension around it): a plan that asks about the uses in a
    /// class's own code does not read every view that spells `$isLoading`.
    func projections(named names: Set<String>, inTypesNamed owners: Set<String>? = nil) -> [ProjectionUse] {
        mentions(names, inTypesNamed: owners, map: prefixedNames.dollar, prefix: "$", query: "$name", memo: &projectionsByKey) { facts, wanted in
            facts.projections.filter { wanted.contains($0.name) }
        }
    }
    private var projectionsByKey: [String: [ProjectionUse]] = [:]

    /// The projections (`$m`) of each property `name` written in its type `owner` (a wrapper
    /// site's), from the files that declare or extend an owner and spell `$name` of one of its
    /// sites (each read with those spellings alone), in file order.
    func projections(ofProperties properties: [(name: String, owner: String)]) -> [ProjectionUse] {
        let namesByOwner = Dictionary(grouping: properties, by: { ObservationFamily.leafName($0.owner) }).mapValues { Set($0.map(\.name)) }
        let wanted = Set(properties.map { "\($0.owner)|\($0.name)" })
        let all = Set(properties.map(\.name))
        let spellers = Dictionary(uniqueKeysWithValues: all.map { ($0, Set(prefixedNames.dollar[$0] ?? [])) })
        var needles: [Int: Set<String>] = [:]
        for file in files(spelling: all, in: prefixedNames.dollar) {
            let headers = declaredNamesByRole(of: file)
            let names = (headers[.declared] ?? []).union(headers[.extended] ?? []).reduce(into: Set<String>()) { $0.formUnion(namesByOwner[$1] ?? []) }
                .filter { spellers[$0]?.contains(file.index) == true }
            if !names.isEmpty { needles[file.index] = Set(names.map { "$" + $0 }) }
        }
        let reading = needles.keys.sorted().map { files[$0] }
        return mentionFacts(reading, "$name", { needles[$0.index]! }).flatMap(\.projections)
            .filter { wanted.contains("\($0.owner ?? "")|\($0.name)") }
            .sorted { ($0.file.index, $0.start) < ($1.file.index, $1.start) }
    }

    /// Projections (`$m`) written in the type `owner` for the property `name`.
    func projections(owner: String?, name: String) -> [ProjectionUse] {
        projections(named: [name], inTypesNamed: owner.map { [ObservationFamily.leafName($0)] }).filter { $0.owner == owner }
    }

    /// `_name` written as an expression outside a storage assignment, for each of `names` (with
    /// `owners`, as `projections(named:inTypesNamed:)`).
    func storageUses(named names: Set<String>, inTypesNamed owners: Set<String>? = nil) -> [StorageUse] {
        mentions(names, inTypesNamed: owners, map: prefixedNames.underscore, prefix: "_", query: "_name", memo: &storageUsesByKey) { facts, wanted in
            facts.storageUses.filter { wanted.contains($0.name) }
        }
    }
    private var storageUsesByKey: [String: [StorageUse]] = [:]

    /// The uses of `names` (spelled `prefix` + name) the mention facts of the files that spell
    /// them hold (`pick`), in file order; memoized by name and owners.
    private func mentions<Use: MentionUse>(_ names: Set<String>, inTypesNamed owners: Set<String>?, map: [String: [Int]], prefix: String, query: String,
                                           memo: inout [String: [Use]], pick: (ObservationMentionFacts, Set<String>) -> [Use]) -> [Use] {
        let scope = owners.map { "|" + $0.sorted().joined(separator: ",") } ?? ""
        let wanted = names.filter { memo[$0 + scope] == nil }
        if !wanted.isEmpty {
            var spelling = files(spelling: wanted, in: map)
            if let owners {
                spelling = spelling.filter { file in
                    let headers = declaredNamesByRole(of: file)
                    return !owners.isDisjoint(with: headers[.declared] ?? []) || !owners.isDisjoint(with: headers[.extended] ?? [])
                }
            }
            let needles = Set(wanted.map { prefix + $0 })
            let found = mentionFacts(spelling, query, { _ in needles }).flatMap { pick($0, wanted) }
            let grouped = Dictionary(grouping: found, by: \.name)
            for name in wanted { memo[name + scope] = grouped[name] ?? [] }
        }
        return names.flatMap { memo[$0 + scope]! }.sorted { ($0.file.index, $0.start) < ($1.file.index, $1.start) }
    }

    /// The names a file's declaration headers declare and extend (a byte scan, once a file).
    private func declaredNamesByRole(of file: SourceFile) -> [Prefilter.DeclaredNameRole: Set<String>] {
        if let known = headerNames[file.index] { return known }
        let found = Prefilter.declaredNames(byRole: file.bytes)
        headerNames[file.index] = found
        return found
    }
    private var headerNames: [Int: [Prefilter.DeclaredNameRole: Set<String>]] = [:]

    /// The files that spell one of `names` in `map` (name → file indices), in file order.
    private func files(spelling names: Set<String>, in map: [String: [Int]]) -> [SourceFile] {
        Set(names.flatMap { map[$0] ?? [] }).sorted().map { files[$0] }
    }

    /// Each name spelled after `$`, after `_` (`_name`) and after `.` (`x.name`, not
    /// `self.name`, not `x.name(`, not an implicit member `.name`), with the files that spell
    /// it: one scan of every file's bytes (comments count too, one-line string literals without
    /// interpolation do not), on the store's threads.
    private lazy var prefixedNames: (dollar: [String: [Int]], underscore: [String: [Int]], dot: [String: [Int]]) = PhaseClock.shared.measure("observation: byte scans") {
        let scans = Parallel.map(files.count, jobs: jobs, size: { files[$0].bytes.count }) { Self.prefixedNames(in: files[$0].bytes) }
        var result: (dollar: [String: [Int]], underscore: [String: [Int]], dot: [String: [Int]]) = ([:], [:], [:])
        for (file, scan) in scans.enumerated() {
            for name in scan.dollar { result.dollar[name, default: []].append(file) }
            for name in scan.underscore { result.underscore[name, default: []].append(file) }
            for name in scan.dot { result.dot[name, default: []].append(file) }
        }
        return result
    }
    private let jobs: Int

    /// The names of `bytes` spelled `$name`, `_name` and `.name` (see `prefixedNames`).
    /// Bytes that end no expression, so a `.` after them starts an implicit member.
    static let beforeImplicitMember: Set<UInt8> = Set(",([:={;+-*%&|^~<".utf8)
    /// Keywords after which `.name` is an implicit member.
    static let keywordsBeforeImplicitMember: Set<String> = ["case", "return", "in", "try", "await", "throw"]

    static func prefixedNames(in bytes: [UInt8]) -> (dollar: Set<String>, underscore: Set<String>, dot: Set<String>) {
        var dollar = Set<String>(), underscore = Set<String>(), dot = Set<String>()
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            func isStart(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b >= 0x80 }
            func name(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self) }
            // `.name` with no base (`case .session, .cache`, `f(.zero)`): what stands before the
            // dot on its line cannot end an expression. A line break, a comment's `/` or `?`
            // and `!` might (`x\n.name`, `x /* */ .name`, `x?.name`): those count as a base.
            func isImplicitMember(_ dot: Int) -> Bool {
                var j = dot - 1
                while j >= 0 && (buffer[j] == 32 || buffer[j] == 9) { j -= 1 }
                guard j >= 0 else { return false }
                if Self.beforeImplicitMember.contains(buffer[j]) { return true }
                guard isStart(buffer[j]) || (buffer[j] >= 48 && buffer[j] <= 57) else { return false }
                var k = j
                while k >= 0 && Prefilter.isIdentifierByte(buffer[k]) { k -= 1 }
                return (k < 0 || buffer[k] != UInt8(ascii: "`")) && Self.keywordsBeforeImplicitMember.contains(name((k + 1)..<(j + 1)))
            }
            // The end of a one-line string literal that starts at `quote` and holds no
            // interpolation (no code inside), else nil: `"""`, `#"…"#` and `"\(x.$y)"` are
            // scanned as code, which only widens the scan.
            func endOfPlainString(_ quote: Int) -> Int? {
                if quote > 0 && buffer[quote - 1] == UInt8(ascii: "#") { return nil }
                var j = quote + 1
                if j + 1 < count && buffer[j] == 34 && buffer[j + 1] == 34 { return nil }
                while j < count {
                    switch buffer[j] {
                    case 34: return j + 1
                    case 10, 13: return nil
                    case 92:
                        if j + 1 < count && (buffer[j + 1] == UInt8(ascii: "(") || buffer[j + 1] == 10 || buffer[j + 1] == 13) { return nil }
                        j += 2
                    default: j += 1
                    }
                }
                return nil
            }
            var i = 0
            while i < count {
                let b = buffer[i]
                if b == 34, let end = endOfPlainString(i) { i = end; continue }
                guard isStart(b) || b == UInt8(ascii: "$") || b == UInt8(ascii: "`") else { i += 1; continue }
                if i > 0 && Prefilter.isIdentifierByte(buffer[i - 1]) { i += 1; continue }
                let quoted = b == UInt8(ascii: "`"), dollared = b == UInt8(ascii: "$")
                let start = quoted || dollared ? i + 1 : i
                var end = start
                while end < count && Prefilter.isIdentifierByte(buffer[end]) { end += 1 }
                guard end > start, isStart(buffer[start]) else { i = max(end, i + 1); continue }
                let next = quoted && end < count && buffer[end] == UInt8(ascii: "`") ? end + 1 : end
                if dollared {
                    dollar.insert(name(start..<end))
                } else {
                    if buffer[start] == 95, end - start > 1 { underscore.insert(name((start + 1)..<end)) }
                    // `x.name` (and `x.`name``), not `self.name`, not a call `x.name(`.
                    if i > 0, buffer[i - 1] == UInt8(ascii: "."), next >= count || buffer[next] != UInt8(ascii: "(") {
                        let dotAt = i - 1
                        let isSelf = dotAt >= 4 && name((dotAt - 4)..<dotAt) == "self" && (dotAt == 4 || !Prefilter.isIdentifierByte(buffer[dotAt - 5]))
                        if !isSelf && !isImplicitMember(dotAt) { dot.insert(name(start..<end)) }
                    }
                }
                i = next
            }
        }
        return (dollar, underscore, dot)
    }

    /// The one type of the files that `name` (qualified, or a unique leaf name, or with a module
    /// prefix) denotes, or nil.
    func type(named name: String) -> TypeDeclaration? { types.uniqueType(named: name) }

    /// The types whose name's last component is `leaf` (`TypeIndex.types(leafNamed:)`).
    func types(leafNamed leaf: String) -> [TypeDeclaration] { types.types(leafNamed: leaf) }

    /// The project type a reference denotes, or nil when the files cannot tell (or it is a
    /// type of another module). A name is looked up in the scopes of `owner` first
    /// (`ViewModel` inside `ComposeView` is `ComposeView.ViewModel`).
    func resolve(_ reference: TypeReference, from owner: String? = nil, depth: Int = 0) -> TypeDeclaration? {
        guard depth < 6 else { return nil }
        switch reference {
        case .named(let name):
            var scope = owner.map { $0.split(separator: ".").map(String.init) } ?? []
            while !scope.isEmpty {
                let nested = types.types(named: (scope + [name]).joined(separator: "."))
                if nested.count == 1 { return nested[0] }
                scope.removeLast()
            }
            return type(named: name)
        case .storedProperty(let ownerName, let name):
            // An owner declared once per `#if` branch (an App for iOS and one for macOS) counts
            // when every declaration agrees.
            // In a static context (`static var previews`) the name is a static property.
            let found = types.types(named: ownerName).compactMap {
                memberType(name, of: $0, isStatic: false, depth: depth) ?? memberType(name, of: $0, isStatic: true, depth: depth)
            }
            guard let first = found.first, let type = first, found.allSatisfy({ $0 === type }) else { return nil }
            return type
        case .staticMember(let typeName, let name):
            guard let type = resolve(.named(typeName), from: owner, depth: depth + 1) else { return nil }
            return memberType(name, of: type, isStatic: true, depth: depth) ?? nil
        case .member(let base, let name):
            guard let type = resolve(base, from: owner, depth: depth + 1) else { return nil }
            return memberType(name, of: type, isStatic: false, depth: depth) ?? nil
        case .factoryKey(let name):
            // Factory (hmlongco/Factory): `var name: Factory<Model> { … }` in an extension of its Container.
            let declared = allFactoryKeys[name] ?? []
            guard declared.count == 1 else { return nil }
            return resolve(.named(declared.first!), depth: depth + 1)
        case .enumCase(let caseName, let position):
            // Every enum case of that name in the files must agree on the type there.
            var found: Set<String> = []
            // An enum of the reserve with such a case spells its name.
            types.wake(mentioning: [caseName])
            for type in types.types where type.kind == .enum {
                Declarations.forEachMember(type.memberBlock.members, file: type.file, path: []) { decl, _ in
                    for element in decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] where element.name.text == caseName {
                        let parameters = Array(element.parameterClause?.parameters ?? [])
                        // A case of that name without such a value (`Tab.settings`) cannot be the one matched.
                        if position < parameters.count { found.insert(ObservationCollector.typeName(parameters[position].type)) }
                    }
                }
            }
            guard found.count == 1, let written = found.first else { return nil }
            return resolve(.named(written), from: owner, depth: depth + 1)
        case .passedThrough(let function, let argument):
            guard freeFunctionPassesThrough(function) == true else { return nil }
            return resolve(argument, from: owner, depth: depth + 1)
        case .unknown:
            return nil
        }
    }

    /// The project type of the property `name` of `type` (stored or computed, in its body or
    /// an extension), from its annotation or its initial value.
    /// nil when `type` declares no such property; `.some(nil)` when its type is unknown.
    private func memberType(_ name: String, of type: TypeDeclaration, isStatic: Bool, depth: Int) -> TypeDeclaration?? {
        // The type's own body first, then its extensions, each from its file's facts; a
        // declaration of `name` spells it, so other files' facts are not asked for.
        let groups = [(type.file, type.$declaration.range.lowerBound)] + type.extensionRefs.map { ($0.file, $0.range.lowerBound) }
        for (file, start) in groups where Prefilter.contains(file.bytes, name) {
            guard let member = fileFacts(of: file).memberProperties.first(where: { $0.group == start && $0.name == name && $0.isStatic == isStatic }) else { continue }
            switch member.type {
            case .annotation(let written): return .some(written == "Self" ? type : resolve(.named(written), from: type.name, depth: depth + 1))
            case .constructsSelf: return .some(type)
            case .value(let reference): return .some(resolve(reference.filling(owner: type.name), from: type.name, depth: depth + 1))
            case .factoryKey(let key): return .some(resolve(.factoryKey(key), depth: depth + 1))
            case .unknown: return .some(nil)
            }
        }
        return nil
    }

    /// The member groups of `type` (its primary body, then each extension, in the order of
    /// `TypeDeclaration.extensionRefs`): from the facts of the files walked whole, else from a
    /// skeleton that keeps the bodies spelling a stored property of the type. The plan reads
    /// of a group's getters and `deinit` only what they read of those properties (a blanked
    /// body reads none of them); everything else a group holds is never blanked.
    func memberGroupFacts(of type: TypeDeclaration) -> [MemberGroupFacts] {
        if let known = memberGroupsByType[ObjectIdentifier(type)] { return known }
        let needles = Set(type.storedProperties.map(\.name))
        typealias Group = (file: SourceFile, start: Int, syntax: (SourceFileSyntax) -> (any DeclGroupSyntax)?)
        let places: [Group] = [(type.file, type.$declaration.range.lowerBound, { type.$declaration.node(in: $0).asProtocol(DeclGroupSyntax.self) })]
            + type.extensionRefs.map { ext in (ext.file, ext.range.lowerBound, { ext.node(in: $0) }) }
        var found: [Int: MemberGroupFacts] = [:]
        // The groups the files' facts do not hold are read from one skeleton per file: a file
        // with three extensions of the type is parsed once, not three times.
        var unread: [(file: SourceFile, groups: [Int])] = []
        for (position, place) in places.enumerated() {
            if let known = fileFacts(of: place.file).memberGroups.first(where: { $0.group == place.start }) {
                found[position] = known
            } else if let slot = unread.firstIndex(where: { $0.file === place.file }) {
                unread[slot].groups.append(position)
            } else {
                unread.append((place.file, [position]))
            }
        }
        for (file, positions) in unread {
            let read = PhaseClock.shared.measure("observation: member groups read") {
                file.withSkeleton(needles: needles) { positions.map { places[$0].syntax(file.transientTree).map { MemberGroupFacts($0, in: file) } } }
            }
            for (position, facts) in zip(positions, read) { found[position] = facts }
        }
        let groups = places.indices.compactMap { found[$0] }
        memberGroupsByType[ObjectIdentifier(type)] = groups
        return groups
    }
    private var memberGroupsByType: [ObjectIdentifier: [MemberGroupFacts]] = [:]

    /// The Observation facts of any file of the pass: a file of the reserve is read as a
    /// skeleton for them (its member blocks are never blanked).
    func fileFacts(of file: SourceFile) -> ObservationFileFacts {
        reserve.contains(file.index) ? reserveFacts([file])[0] : parsedFacts(file)
    }

    /// True when the reference surely denotes no type of the files (a type of another module:
    /// the name is written and no type of the files has it).
    func isForeign(_ reference: TypeReference) -> Bool {
        switch reference {
        case .named(let name):
            return types(leafNamed: String(name.split(separator: ".").last ?? "")).isEmpty
        case .staticMember(let type, _): return isForeign(.named(type))
        case .member(let base, _): return isForeign(base)
        case .storedProperty, .factoryKey, .enumCase, .passedThrough, .unknown: return false
        }
    }
}

/// Walks one file for `ObservationFileFacts`.
final class ObservationCollector: GatedVisitor {
    var facts = ObservationFileFacts()
    static let migrationWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

    convenience init(file: SourceFile) {
        self.init(file: file, needles: Array(ObservationFileFacts.needles))
    }

    // Spelled out, as `DeclarationCollector` does (a synthesized stub would trap).
    override init(file: SourceFile, needles: [String]) {
        super.init(file: file, needles: needles)
    }

    // MARK: declarations

    /// A free function (at the top level of the file) and whether it returns its generic first
    /// argument: `func configure<T>(_ value: T, _ change: (inout T) -> Void) -> T`. A method or
    /// local function of that name may be the one a call means: the name then resolves nothing.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Identifiers.unescaped(node.name.text)
        guard node.parent?.as(CodeBlockItemSyntax.self)?.parent?.parent?.is(SourceFileSyntax.self) == true else {
            facts.freeFunctions[name] = false
            return .visitChildren
        }
        let generics = Set(node.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let first = node.signature.parameterClause.parameters.first?.type.as(IdentifierTypeSyntax.self)?.name.text
        let returned = node.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text
        let passes = first != nil && first == returned && generics.contains(first!)
        facts.freeFunctions[name] = (facts.freeFunctions[name] ?? true) && passes
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let generic = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self), generic.name.text == "Factory",
               let argument = generic.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                facts.factoryKeys[name] = Self.typeName(argument)
            }
        }
        facts.wrappers += Self.wrapperSites(node, in: file)
        if let group = Self.memberGroup(of: node) { facts.memberProperties += Self.memberProperties(node, group: group) }
        return .visitChildren
    }

    /// The type or extension whose own member block declares `node` (through `#if` clauses),
    /// or nil for a local variable.
    static func memberGroup(of node: VariableDeclSyntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(MemberBlockSyntax.self) { return ancestor.parent }
            guard ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(MemberBlockItemListSyntax.self) || ancestor.is(IfConfigClauseSyntax.self)
                    || ancestor.is(IfConfigClauseListSyntax.self) || ancestor.is(IfConfigDeclSyntax.self) else { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The properties `node` declares in `group`, as `ObservationIndex.memberType` reads them.
    static func memberProperties(_ node: VariableDeclSyntax, group: Syntax) -> [MemberProperty] {
        node.bindings.compactMap { binding in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            let type: MemberProperty.Kind
            if let annotation = binding.typeAnnotation?.type {
                type = .annotation(typeName(annotation))
            } else if let value = binding.initializer?.value {
                if let callee = Identifiers.callee(of: value), ["", ".", "Self"].contains(callee) {
                    type = .constructsSelf
                } else {
                    type = .value(reference(value, owner: TypeReference.openOwner))
                }
            } else if let key = factoryKey(node) {
                type = .factoryKey(key)
            } else {
                type = .unknown
            }
            return MemberProperty(group: group.position.utf8Offset, name: Identifiers.unescaped(pattern.identifier.text),
                                  isStatic: Declarations.isStatic(node.modifiers), type: type)
        }
    }

    /// The sites of `node`'s upper-case attributes that may be property wrappers (one per
    /// attribute), for a single-binding `var name…`; `only` keeps the attributes of that name.
    static func wrapperSites(_ node: VariableDeclSyntax, in file: SourceFile, only: String? = nil) -> [WrapperSite] {
        let attributes = Declarations.attributeNodes(node.attributes)
        let upper = attributes.filter { $0.simpleName.first?.isUppercase == true && !Self.notWrappers.contains($0.simpleName) }
        guard !upper.isEmpty, let binding = node.bindings.first, node.bindings.count == 1,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return [] }
        let owner = Self.owner(of: Syntax(node))
        let hasAccess = node.modifiers.contains { $0.detail == nil && AccessLevel(keyword: $0.name.text) != nil }
        var sites: [WrapperSite] = []
        for attribute in upper where only == nil || attribute.simpleName == only {
            let type: TypeReference
            if let annotation = binding.typeAnnotation?.type {
                type = .named(Self.typeName(annotation))
            } else if let value = binding.initializer?.value {
                type = Self.reference(value, owner: owner)
            } else if let key = Self.factoryKey(node) {
                type = .factoryKey(key)
            } else if case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                      first.declName.baseName.text == "self", let base = first.base {
                // `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`
                type = .named(base.trimmedDescription)
            } else {
                type = .unknown(name)
            }
            sites.append(WrapperSite(
                declaration: Place(node, in: file), attribute: Place(attribute, in: file), wrapper: attribute.simpleName, owner: owner,
                name: Identifiers.unescaped(name), type: type, initialValue: OptionalPlace(binding.initializer?.value, in: file),
                initialValueIsCall: binding.initializer?.value.is(FunctionCallExprSyntax.self) ?? false,
                initialValueIsMember: binding.initializer?.value.is(MemberAccessExprSyntax.self) ?? false,
                initialValueCallee: binding.initializer.flatMap { Identifiers.callee(of: $0.value) },
                isPrivate: node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil },
                typeAnnotation: binding.typeAnnotation.map { file.text($0.type.trimmedRange) }, otherAttributes: upper.filter { $0.id != attribute.id }.map(\.simpleName), hasAccess: hasAccess))
        }
        return sites
    }

    /// `errorHandler` for `@InjectedObject(\.errorHandler) var handler` (a wrapper given a key path).
    static func factoryKey(_ variable: VariableDeclSyntax) -> String? {
        for attribute in Declarations.attributeNodes(variable.attributes) {
            guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
                  let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { continue }
            return component.declName.baseName.text
        }
        return nil
    }

    /// Upper-case attributes that are not property wrappers.
    static let notWrappers: Set<String> = ["MainActor", "ObservationIgnored", "ObservationTracked", "Sendable", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable"]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if file.skeletonNeedles == nil { facts.memberGroups.append(MemberGroupFacts(node, in: file)) }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if file.skeletonNeedles == nil { facts.memberGroups.append(MemberGroupFacts(node, in: file)) }
        if ["EnvironmentValues", "SwiftUI.EnvironmentValues"].contains(node.extendedType.trimmedDescription) {
            Declarations.forEachMember(node.memberBlock.members, file: file, path: []) { decl, _ in
                for binding in decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { self.facts.environmentValueNames.insert(Identifiers.unescaped(name)) }
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if Declarations.inheritedTypeNames(node.inheritanceClause).contains(where: Self.isObservableObject) {
            facts.refiningProtocols.append(RefiningProtocol(name: Identifiers.unescaped(node.name.text), node: Place(node, in: file)))
        }
        return .visitChildren
    }

    // MARK: types

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        typeMention(Syntax(node), name: node.name.text, arguments: node.genericArgumentClause)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if ["SwiftUI", "Combine"].contains(node.baseType.trimmedDescription) {
            typeMention(Syntax(node), name: node.name.text, arguments: node.genericArgumentClause)
            return .skipChildren
        }
        return .visitChildren
    }

    private func typeMention(_ node: Syntax, name: String, arguments: GenericArgumentClauseSyntax?) {
        // A wrapper's enclosing-instance subscript is how it publishes; the plan reads the
        // wrapper (`ObservationPlan.behaviour(ofWrapper:)`), not this mention.
        if Self.isInEnclosingInstanceSubscript(node) { return }
        if name == "ObservableObject" {
            // A conformance of a class, extension or protocol is the migration's subject, not a use.
            if let inherited = node.parent?.as(InheritedTypeSyntax.self),
               let clause = inherited.parent?.parent?.as(InheritanceClauseSyntax.self),
               clause.parent?.is(ClassDeclSyntax.self) == true || clause.parent?.is(ExtensionDeclSyntax.self) == true
                || clause.parent?.is(ProtocolDeclSyntax.self) == true || clause.parent?.is(ActorDeclSyntax.self) == true {
                return
            }
            facts.otherMentions.append(OtherMention(node: Place(node, in: file), text: "'\(Self.context(of: node, in: file))' uses ObservableObject as a type or constraint", type: nil))
        } else if Self.migrationWrappers.contains(name) || name == "Published" {
            // `@StateObject` itself is an attribute, not a type mention.
            if node.parent?.is(AttributeSyntax.self) == true { return }
            let argument = arguments?.arguments.first.flatMap { $0.argument.as(TypeSyntax.self) }
            facts.otherMentions.append(OtherMention(node: Place(node, in: file), text: "'\(Self.context(of: node, in: file))' names the \(name) type",
                                                    type: argument.map { .named(Self.typeName($0)) }))
        }
    }

    // MARK: expressions

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (reference, call, wrapper, argument) = Self.storageAssignment(node) else { return .visitChildren }
        let (plain, autoclosure) = Self.plainReference(argument.expression)
        facts.storageAssignments.append(StorageAssignment(
            owner: Self.owner(of: Syntax(node)), name: String(reference.baseName.text.dropFirst()), assignment: Place(node, in: file),
            call: Place(call, in: file), wrapper: wrapper, value: Place(argument.expression, in: file), valueIsAutoclosure: autoclosure, valueIsPlainReference: plain,
            text: CodeSnippet.quote(node, limit: 40), inInitializer: Declarations.isInInitializer(Syntax(node), throughClosures: false),
            valueCallee: Identifiers.callee(of: argument.expression)))
        // The arguments may hold uses of their own; the target is not a storage use.
        walk(call)
        return .skipChildren
    }

    /// The parts of `_m = StateObject(wrappedValue: e)` (`self._m = …`, `ObservedObject`,
    /// `Published(initialValue:)`, `.init(…)`): the target, the call, the wrapper (nil for
    /// `.init`) and the argument; nil for any other sequence.
    static func storageAssignment(_ node: SequenceExprSyntax)
        -> (target: DeclReferenceExprSyntax, call: FunctionCallExprSyntax, wrapper: String?, argument: LabeledExprSyntax)? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let call = elements[2].as(FunctionCallExprSyntax.self) else { return nil }
        var target = elements[0]
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            target = ExprSyntax(member.declName)
        }
        guard let reference = target.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("_"),
              reference.baseName.text.count > 1 else { return nil }
        let callee = call.calledExpression.trimmedDescription
        let wrapper: String?
        switch callee {
        case "StateObject", "SwiftUI.StateObject": wrapper = "StateObject"
        case "ObservedObject", "SwiftUI.ObservedObject": wrapper = "ObservedObject"
        case "Published", "Combine.Published": wrapper = "Published"
        case ".init": wrapper = nil
        default:
            if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
               ["StateObject", "ObservedObject", "Published"].contains(specialized.expression.trimmedDescription) {
                wrapper = specialized.expression.trimmedDescription
            } else { return nil }
        }
        guard call.arguments.count == 1, let argument = call.arguments.first,
              ["wrappedValue", "initialValue"].contains(argument.label?.text ?? "") else { return nil }
        return (reference, call, wrapper, argument)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text == "objectWillChange", !Self.isInEnclosingInstanceSubscript(Syntax(node)) {
            let member = node.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == node.id ? $0 : nil }
            let base = member?.base.map { $0.as(OptionalChainingExprSyntax.self)?.expression ?? $0 }
            if let member, let base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                let owner = Self.owner(of: Syntax(node))
                facts.willChange.append(WillChangeUse(owner: owner, node: Place(Syntax(member), in: file), receiver: Self.reference(base, owner: owner), observerStatement: nil,
                                                      context: Self.context(of: Syntax(member), in: file)))
            } else {
                facts.willChange.append(WillChangeUse(owner: Self.owner(of: Syntax(node)), node: Place(Syntax(node), in: file), receiver: nil,
                                                      observerStatement: observerStatement(member.map { Syntax($0) } ?? Syntax(node)),
                                                      context: Self.context(of: Syntax(node), in: file)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if name.hasPrefix("$"), name.count > 1, node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
            let owner = Self.owner(of: Syntax(node))
            facts.publishers.append(PublisherUse(owner: owner, name: String(name.dropFirst()), node: Place(node, in: file),
                                                 receiver: node.base.map { Self.reference($0, owner: owner) } ?? .unknown(""),
                                                 text: file.text(node.trimmedRange), baseText: node.base.map { file.text($0.trimmedRange) },
                                                 takesMember: node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id))
        }
        return .visitChildren
    }

    /// The member `node` reads through something other than `self` (`child.model`; not a call
    /// of a method), or nil.
    static func foreignMemberName(_ node: MemberAccessExprSyntax) -> String? {
        guard let base = node.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
              node.parent?.is(FunctionCallExprSyntax.self) == false || (node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id)
        else { return nil }
        return Identifiers.unescaped(node.declName.baseName.text)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "environmentObject",
           node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil {
            let owner = Self.owner(of: Syntax(node))
            facts.injections.append(InjectionSite(owner: owner, nameToken: Place(member.declName.baseName, in: file),
                                                  argument: Place(argument.expression, in: file), type: Self.reference(argument.expression, owner: owner),
                                                  argumentText: file.text(argument.expression.trimmedRange)))
        }
        return .visitChildren
    }

    /// The calls whose content SwiftUI shows from outside any view (Apple's scene types; the
    /// UIKit and AppKit hosting types).
    static let rootKinds: [String: RootSite.Kind] = [
        "WindowGroup": .scene, "Window": .scene, "UtilityWindow": .scene, "Settings": .scene, "DocumentGroup": .scene, "MenuBarExtra": .scene,
        "UIHostingController": .hosting, "NSHostingController": .hosting, "NSHostingView": .hosting, "UIHostingConfiguration": .hosting,
    ]

    /// The callee's last name (`Row` for `Row(…)`, `Kit.Row.init(…)`), without building its
    /// text (this runs for every call).
    static func calleeLeaf(_ node: FunctionCallExprSyntax) -> String? {
        let callee = Identifiers.strippingInit(node.calledExpression)
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The argument labels a call of an upper-case name (its `calleeLeaf`) passes
    /// (`Row(model: …)` → `[model]`), or nil when it passes none.
    static func labelsPassed(_ node: FunctionCallExprSyntax, calleeLeaf leaf: String) -> [String]? {
        guard leaf.first?.isUppercase == true else { return nil }
        let labels = node.arguments.compactMap { $0.label?.text }
        return labels.isEmpty ? nil : labels
    }

    // MARK: helpers

    /// The qualified name of the type (or extended type) around `node`, or nil.
    static func owner(of node: Syntax) -> String? { Declarations.owner(of: node) }

    /// `Library` for `Library`, `Library?`, `Library!`, `SwiftUI.Library`.
    static func typeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        return Declarations.typeName(type)
    }

    /// What an expression's type is, as far as the file tells.
    static func reference(_ expression: ExprSyntax, owner: String?) -> TypeReference {
        var expression = expression
        while let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression.as(TupleExprSyntax.self).flatMap({ $0.elements.count == 1 ? $0.elements.first!.expression : nil }) {
            expression = unwrapped
        }
        // `x as T` (unfolded, as the parser leaves it, or folded): the static type is T.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
           let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return .named(typeName(type.type))
        }
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil { return .named(typeName(cast.type)) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `{ () -> T in … }()`: the closure's declared return type.
            if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                if call.arguments.isEmpty, let returned = closure.signature?.returnClause?.type { return .named(typeName(returned)) }
                return .unknown(expression.trimmedDescription)
            }
            let callee = Identifiers.strippingInit(call.calledExpression)
            let name = callee.as(GenericSpecializationExprSyntax.self)?.expression.trimmedDescription ?? callee.trimmedDescription
            if let leaf = name.split(separator: ".").last, leaf.first?.isUppercase == true { return .named(name) }
            if let function = callee.as(DeclReferenceExprSyntax.self), function.baseName.text.first?.isLowercase == true,
               let first = call.arguments.first, first.label == nil {
                let argument = reference(first.expression, owner: owner)
                if case .unknown = argument { return .unknown(expression.trimmedDescription) }
                return .passedThrough(function: Identifiers.unescaped(function.baseName.text), argument)
            }
            return .unknown(expression.trimmedDescription)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), let owner {
                return .storedProperty(owner: owner, name: Identifiers.unescaped(member.declName.baseName.text))
            }
            let baseText = base.trimmedDescription
            let name = Identifiers.unescaped(member.declName.baseName.text)
            guard name.first?.isLowercase == true else { return .unknown(expression.trimmedDescription) }
            if base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
               baseText.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true }) {
                return .staticMember(type: baseText, name: name)
            }
            let inner = reference(base, owner: owner)
            if case .unknown = inner { return .unknown(expression.trimmedDescription) }
            return .member(inner, name)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .identifier(let text) = reference.baseName.tokenKind {
            let name = Identifiers.unescaped(text)
            switch localDeclaration(of: name, from: Syntax(expression)) {
            case .some(.some(let type)): return type
            case .some(.none): return .unknown(name)
            case .none: return owner.map { .storedProperty(owner: $0, name: name) } ?? .unknown(name)
            }
        }
        return .unknown(expression.trimmedDescription)
    }

    /// What a parameter or local variable named `name`, visible at `node`, says about its
    /// type: nil when none is found (a stored property then), `.some(nil)` when one is found
    /// but its type is unknown.
    static func localDeclaration(of name: String, from node: Syntax) -> TypeReference?? {
        var current = node.parent
        var child = node
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), let signature = closure.signature {
                if signature.parameterClause?.trimmedDescription.contains(name) == true { return .some(nil) }
            }
            // `case .settings(let subManager, …):` binds an associated value of an enum case.
            if let switchCase = ancestor.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label {
                for item in label.caseItems {
                    if let found = caseBinding(of: name, in: item.pattern) { return .some(found) }
                }
            }
            if let items = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let annotation = binding.typeAnnotation?.type { return .some(.named(typeName(annotation))) }
                        if let value = binding.initializer?.value {
                            let reference = reference(value, owner: owner(of: Syntax(variable)))
                            if case .unknown = reference { return .some(nil) }
                            return .some(reference)
                        }
                        return .some(nil)
                    }
                }
            }
            let parameters: FunctionParameterListSyntax? = ancestor.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? ancestor.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters {
                for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    if parameter.type.is(AttributedTypeSyntax.self) || parameter.type.is(FunctionTypeSyntax.self) { return .some(nil) }
                    return .some(.named(typeName(parameter.type)))
                }
                return nil
            }
            if ancestor.is(MemberBlockSyntax.self) { return nil }
            child = ancestor
            current = ancestor.parent
        }
        return nil
    }

    /// `.enumCase(caseName, position)` when `pattern` (`.settings(let a, let b)`,
    /// `let .settings(a, b)`) binds `name` to an associated value; nil otherwise.
    static func caseBinding(of name: String, in pattern: PatternSyntax) -> TypeReference? {
        var expression: ExprSyntax?
        if let value = pattern.as(ExpressionPatternSyntax.self) { expression = value.expression }
        if let binding = pattern.as(ValueBindingPatternSyntax.self), let inner = binding.pattern.as(ExpressionPatternSyntax.self) {
            expression = inner.expression
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        for (position, argument) in call.arguments.enumerated() {
            let element = argument.expression
            if let bound = element.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self)?.pattern {
                guard bound.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                return .enumCase(member.declName.baseName.text, position)
            }
            if let pattern = element.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.text == name {
                return .enumCase(member.declName.baseName.text, position)
            }
            if let reference = element.as(DeclReferenceExprSyntax.self), reference.baseName.text == name {
                return .enumCase(member.declName.baseName.text, position)
            }
        }
        return nil
    }

    /// Whether `expression` is a plain reference to a parameter or local (no side effects when
    /// evaluated again), and whether it calls an `@autoclosure` parameter.
    static func plainReference(_ expression: ExprSyntax) -> (plain: Bool, autoclosure: Bool) {
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
           isAutoclosureParameter(reference.baseName.text, from: Syntax(expression)) {
            return (false, true)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind else { return (false, false) }
        var current = Syntax(expression).parent
        while let ancestor = current {
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                let name = reference.baseName.text
                // A parameter, or a local the initializer made before (it is made on every init
                // already): reading it again does nothing.
                let isParameter = initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
                return (isParameter || localDeclaration(of: name, from: Syntax(expression)) != nil, false)
            }
            current = ancestor.parent
        }
        return (false, false)
    }

    static func isAutoclosureParameter(_ name: String, from node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.contains {
                    ($0.secondName ?? $0.firstName).text == name && $0.type.trimmedDescription.contains("@autoclosure")
                }
            }
            current = ancestor.parent
        }
        return false
    }

    /// For `objectWillChange.send()` as a statement directly inside a stored property's
    /// `willSet`/`didSet`: the statement, the accessor and the property's name.
    func observerStatement(_ reference: Syntax) -> ObserverStatement? {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send",
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let item = call.parent?.as(CodeBlockItemSyntax.self),
              let accessor = item.parent?.parent?.parent?.as(AccessorDeclSyntax.self),
              [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind),
              let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self), Declarations.isStored(binding),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return ObserverStatement(statement: Place(item, in: file), accessor: Place(accessor, in: file), property: Identifiers.unescaped(name))
    }

    /// True inside `static subscript(_enclosingInstance:wrapped:storage:)`, the member through
    /// which a property wrapper reaches (and publishes through) the object it is in.
    static func isInEnclosingInstanceSubscript(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let decl = ancestor.as(SubscriptDeclSyntax.self) {
                return decl.parameterClause.parameters.first?.firstName.text == "_enclosingInstance"
            }
            if ancestor.is(MemberBlockItemSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    static func isObservableObject(_ name: String) -> Bool {
        ["ObservableObject", "Combine.ObservableObject", "SwiftUI.ObservableObject"].contains(name)
    }

    /// The declaration or statement around a mention, as one short line for messages.
    /// The text is `file`'s bytes, so a skeleton's blanked body inside it reads as written.
    static func context(of node: Syntax, in file: SourceFile) -> String {
        var current: Syntax = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self),
              file.text(parent.trimmedRange).count < 80 {
            current = parent
        }
        let text = file.text(current.trimmedRange).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return text.count > 80 ? String(text.prefix(77)) + "…" : text
    }
}

/// Walks one file's full tree for `ObservationMentionFacts` (every body: the uses it records
/// need no needle).
final class ObservationMentionCollector: GatedVisitor {
    var facts = ObservationMentionFacts()
    /// False: every body is walked, whatever it says.
    var gated = true

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { gated ? super.visit(node) : .visitChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { gated ? super.visit(node) : .visitChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { gated ? super.visit(node) : .visitChildren }

    // Spelled out, as `DeclarationCollector` does (a synthesized stub would trap).
    override init(file: SourceFile, needles: [String]) {
        super.init(file: file, needles: needles)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The target of `_m = StateObject(wrappedValue: …)` is no storage use; its arguments may hold some.
        guard let (_, call, _, _) = ObservationCollector.storageAssignment(node) else { return .visitChildren }
        walk(call)
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        let owner = { ObservationCollector.owner(of: Syntax(node)) }
        if text.hasPrefix("$"), text.count > 1 {
            // `self.$m` is the projection `$m`; `other.$m` is a publisher of another object
            // (`ObservationFileFacts.publishers`).
            var expression = ExprSyntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
                expression = ExprSyntax(member)
            }
            let takesMember = expression.parent?.as(MemberAccessExprSyntax.self).map { $0.base?.id == expression.id } ?? false
            facts.projections.append(ProjectionUse(owner: owner(), name: String(text.dropFirst()), node: Place(node, in: file), takesMember: takesMember))
        } else if text.hasPrefix("_"), text.count > 1, text != "_" {
            // A member named `_x` of something else (`other._x`) is no use of our storage.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { return .visitChildren }
            facts.storageUses.append(StorageUse(owner: owner(), name: String(text.dropFirst()), node: Place(node, in: file)))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = ObservationCollector.foreignMemberName(node) { facts.foreignMemberNames.insert(member) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let leaf = ObservationCollector.calleeLeaf(node), let labels = ObservationCollector.labelsPassed(node, calleeLeaf: leaf) {
            facts.callLabels[leaf, default: []].formUnion(labels)
        }
        return .visitChildren
    }
}
