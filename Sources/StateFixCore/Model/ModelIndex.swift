import Dispatch

/// A fact base built from the files of a run on first request, such as the types and their
/// extensions across files. Rules declare the indexes they query (`RuleReading.indexes`, in their family),
/// as LibCST codemods declare `METADATA_DEPENDENCIES`; an index may ask the cache for others.
///
/// An index is built for one pass: after a pass changes files, the next pass gets fresh
/// indexes over the new text. Per-file facts (`IndexCache.facts`) are kept across passes for
/// every file that did not change, so rebuilding an index re-walks only the changed files.
package protocol ModelIndex: AnyObject {
    init(_ cache: IndexCache)
    /// The kinds of per-file facts the index reads of every file of the pass, its own and
    /// those of the indexes it asks for: a run computes them for each file while the file's
    /// tree is at hand, and keeps the tree only for files a rule looks into.
    static var fileFacts: [FileFactsKind] { get }
}

extension ModelIndex {
    package static var fileFacts: [FileFactsKind] { [] }
}

/// A kind of per-file facts and how to compute it from a file (see `ModelIndex.fileFacts`).
package struct FileFactsKind: @unchecked Sendable {
    package let id: ObjectIdentifier
    /// Every needle `compute`'s walks gate on (`GatedVisitor`): a body without one holds none
    /// of the facts, so the facts of a skeleton (`SkeletonParse`) with these needles are the
    /// facts of the full tree. Nil when `compute` reads bodies whatever they say (no skeleton).
    package let needles: Set<String>?
    private let make: (SourceFile) -> any ArchivableFacts

    package init<F: ArchivableFacts>(_ kind: F.Type, needles: Set<String>?, _ compute: @escaping (SourceFile) -> F) {
        id = ObjectIdentifier(kind)
        self.needles = needles
        make = { compute($0) }
    }

    /// The facts of `file`.
    package func compute(_ file: SourceFile) -> any ArchivableFacts { make(file) }

    /// The kinds of `indexes`, each once, in a stable order.
    package static func of(_ indexes: [any ModelIndex.Type]) -> [FileFactsKind] {
        var seen = Set<ObjectIdentifier>()
        return indexes.flatMap { $0.fileFacts }.filter { seen.insert($0.id).inserted }
    }
}

/// Facts computed for a file before the run (by kind), for `Engine.run(prepared:)`.
package typealias PreparedFacts = [ObjectIdentifier: any ArchivableFacts]

/// The indexes of one pass, each built once on first request.
package final class IndexCache {
    /// The files of the run, by index (the text of this pass).
    package let files: [SourceFile]
    /// The files of the run that no enabled rule's needles chose (by index), left unparsed
    /// while a rule that reads every file is on: the indexes take per-file facts of the others
    /// (`parsedFiles`), and parse a file of the reserve only when a query names something its
    /// bytes spell (`TypeIndex.wake`). Empty when every file is read.
    package let reserve: Set<Int>
    private var built: [ObjectIdentifier: AnyObject] = [:]
    private let perFile: FileFactsStore

    package init(files: [SourceFile], reserve: Set<Int> = [], perFile: FileFactsStore = FileFactsStore()) {
        self.files = files
        self.reserve = reserve
        self.perFile = perFile
    }

    /// The files outside the reserve, in index order: those whose per-file facts every index reads.
    package var parsedFiles: [SourceFile] { reserve.isEmpty ? files : files.filter { !reserve.contains($0.index) } }

    /// The index of type `I`, built on first request.
    package func get<I: ModelIndex>(_ type: I.Type) -> I {
        if let index = built[ObjectIdentifier(type)] { return index as! I }
        let index = I(self)
        built[ObjectIdentifier(type)] = index
        return index
    }

    /// The facts `compute` extracts from `file`, computed once per file text and kept across
    /// passes while the file is unchanged (the key is the `SourceFile` object, which a pass
    /// replaces only for a file it changed).
    package func facts<F>(_ kind: F.Type, of file: SourceFile, _ compute: (SourceFile) -> F) -> F {
        perFile.facts(kind, of: file, compute)
    }

    /// The facts of `file`, from the archive when it holds them for `file`'s bytes (so the
    /// file need not be parsed), else computed and archived.
    package func facts<F: ArchivableFacts>(_ kind: F.Type, of file: SourceFile, _ compute: (SourceFile) -> F) -> F {
        perFile.archivedFacts(kind, of: file, compute)
    }

    /// The facts of each of `files`, in order, as `facts(_:of:_:)` gives them one at a time;
    /// those not known yet are decoded from the archive or computed on the store's `jobs`
    /// threads (a file on one thread: its lazy tree is never built twice).
    package func facts<F: ArchivableFacts>(_ kind: F.Type, of files: [SourceFile], _ compute: @escaping (SourceFile) -> F) -> [F] {
        perFile.facts(kind, of: files, compute)
    }

    /// The per-file store, to hand to the next pass's cache.
    package var fileFacts: FileFactsStore { perFile }
}

/// Per-file facts by file object and kind (see `IndexCache.facts`).
package final class FileFactsStore {
    private var store: [ObjectIdentifier: [ObjectIdentifier: Any]] = [:]
    /// Keeps each file alive while its facts are stored (object identifiers must not be reused).
    private var owners: [ObjectIdentifier: SourceFile] = [:]

    /// Where facts of the files as read are kept between runs, if anywhere.
    package let archive: FileFactsArchive?

    /// Threads for `facts(_:of:_:)` over many files.
    package let jobs: Int

    package init(archive: FileFactsArchive? = nil, jobs: Int = 1) {
        self.archive = archive
        self.jobs = max(1, jobs)
    }

    /// The facts of each of `files`, in order (see `IndexCache.facts(_:of:_:)` for many files).
    package func facts<F: ArchivableFacts>(_ kind: F.Type, of files: [SourceFile], _ compute: @escaping (SourceFile) -> F) -> [F] {
        let missing = files.filter { store[ObjectIdentifier($0)]?[ObjectIdentifier(kind)] == nil }
        if missing.count > 1 && jobs > 1 {
            let archive = self.archive
            // The archive is only read on the threads (stored to below, on this thread).
            let found = Parallel.map(missing.count, jobs: jobs, size: { missing[$0].bytes.count }) { position -> (facts: F, archived: Bool) in
                if let archived = archive?.facts(kind, of: missing[position]) { return (archived, true) }
                return (compute(missing[position]), false)
            }
            for (file, (facts, archived)) in zip(missing, found) {
                if !archived { archive?.store(facts, of: file) }
                store[ObjectIdentifier(file), default: [:]][ObjectIdentifier(kind)] = facts
                owners[ObjectIdentifier(file)] = file
            }
        }
        return files.map { archivedFacts(kind, of: $0, compute) }
    }

    /// The facts of `file`: kept, else from the archive, else computed and archived.
    func archivedFacts<F: ArchivableFacts>(_ kind: F.Type, of file: SourceFile, _ compute: (SourceFile) -> F) -> F {
        facts(kind, of: file) { file in
            if let archived = archive?.facts(kind, of: file) { return archived }
            let computed = compute(file)
            archive?.store(computed, of: file)
            return computed
        }
    }

    func facts<F>(_ kind: F.Type, of file: SourceFile, _ compute: (SourceFile) -> F) -> F {
        let key = ObjectIdentifier(file)
        if let value = store[key]?[ObjectIdentifier(kind)] as? F { return value }
        let value = compute(file)
        store[key, default: [:]][ObjectIdentifier(kind)] = value
        owners[key] = file
        return value
    }

    /// Takes facts computed for `file` before the run (and archives them), so that they are not
    /// computed again from its tree.
    package func seed(_ facts: PreparedFacts, of file: SourceFile) {
        for (kind, value) in facts {
            archive?.store(value, of: file)
            store[ObjectIdentifier(file), default: [:]][kind] = value
        }
        if !facts.isEmpty { owners[ObjectIdentifier(file)] = file }
    }

    /// Forgets the facts of files no longer in the run.
    package func keep(only files: [SourceFile]) {
        let live = Set(files.map(ObjectIdentifier.init))
        for key in store.keys where !live.contains(key) {
            store[key] = nil
            owners[key] = nil
        }
    }
}
