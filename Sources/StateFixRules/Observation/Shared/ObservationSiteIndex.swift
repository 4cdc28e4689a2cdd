import StateFixCore
import StateFixModel
import SwiftSyntax

/// What the report-only Observation rules read in one file: its `@ObservedObject` properties
/// (`observation-observed-object-owned`) and its `ForEach` calls
/// (`observation-foreach-position-identity`). Taken by a walk that skips every body, closure and
/// accessor that says neither, so a run without the migration does not pay for the migration's
/// facts (`ObservationFileFacts`: every call, member read and type mention of every file).
struct ObservationSiteFacts: ArchivableFacts {
    static let archiveID = "observation-sites-6"
    /// What the walk gates on (the file's share of them).
    static let needles: Set<String> = [TriggerWords.observedObject, TriggerWords.forEach]
    var observedObjects: [WrapperSite] = []
    var forEachCalls: [ForEachCall] = []

    init(_ file: SourceFile) {
        let wrappers = Prefilter.contains(file.bytes, TriggerWords.observedObject), forEach = Prefilter.contains(file.bytes, TriggerWords.forEach)
        guard wrappers || forEach else { return }
        let collector = Collector(file: file, needles: (wrappers ? [TriggerWords.observedObject] : []) + (forEach ? [TriggerWords.forEach] : []))
        collector.walk(file.transientTree)
        self = collector.facts
    }

    init() {}

    private final class Collector: GatedVisitor {
        var facts = ObservationSiteFacts()

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            facts.observedObjects += ObservationCollector.wrapperSites(node, in: file, only: "ObservedObject")
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // Only a ForEach keyed by position can be reported: the others are not kept.
            if ObservationCollector.calleeLeaf(node) == "ForEach", let call = ForEachCall(node) {
                facts.forEachCalls.append(call)
            }
            return .visitChildren
        }
    }
}

/// The `@ObservedObject` properties and `ForEach` calls of every file of the pass, and the
/// types they belong to.
final class ObservationSiteIndex: ModelIndex {
    let types: TypeIndex
    private(set) var facts: [ObservationSiteFacts] = []

    static var fileFacts: [FileFactsKind] { [FileFactsKind(ObservationSiteFacts.self, needles: ObservationSiteFacts.needles, ObservationSiteFacts.init)] + TypeIndex.fileFacts }

    init(_ cache: IndexCache) {
        types = cache.get(TypeIndex.self)
        // A file of the reserve spells neither rule's needles (each chose the files with them):
        // it has no sites, and is not parsed for them.
        let parsed = cache.facts(ObservationSiteFacts.self, of: cache.parsedFiles, ObservationSiteFacts.init)
        var next = parsed.makeIterator()
        facts = cache.files.map { cache.reserve.contains($0.index) ? ObservationSiteFacts() : next.next()! }
    }

    /// The one type of the files that `name` denotes (`TypeIndex.uniqueType(named:)`), or nil.
    func type(named name: String) -> TypeDeclaration? { types.uniqueType(named: name) }
}
