/// A fact base built from the files of a run on first request, such as the types and their
/// extensions across files. Rules declare the indexes they query (`RuleDescription.indexes`),
/// as LibCST codemods declare `METADATA_DEPENDENCIES`; an index may ask the cache for others.
///
/// An index is built for one pass: after a pass changes files, the next pass gets fresh
/// indexes over the new text. Per-file facts (`IndexCache.facts`) are kept across passes for
/// every file that did not change, so rebuilding an index re-walks only the changed files.
package protocol ModelIndex: AnyObject {
    init(_ cache: IndexCache)
}

/// The indexes of one pass, each built once on first request.
package final class IndexCache {
    /// The files of the run, by index (the text of this pass).
    package let files: [SourceFile]
    private var built: [ObjectIdentifier: AnyObject] = [:]
    private let perFile: FileFactsStore

    package init(files: [SourceFile], perFile: FileFactsStore = FileFactsStore()) {
        self.files = files
        self.perFile = perFile
    }

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

    /// The per-file store, to hand to the next pass's cache.
    package var fileFacts: FileFactsStore { perFile }
}

/// Per-file facts by file object and kind (see `IndexCache.facts`).
package final class FileFactsStore {
    private var store: [ObjectIdentifier: [ObjectIdentifier: Any]] = [:]
    /// Keeps each file alive while its facts are stored (object identifiers must not be reused).
    private var owners: [ObjectIdentifier: SourceFile] = [:]

    package init() {}

    func facts<F>(_ kind: F.Type, of file: SourceFile, _ compute: (SourceFile) -> F) -> F {
        let key = ObjectIdentifier(file)
        if let value = store[key]?[ObjectIdentifier(kind)] as? F { return value }
        let value = compute(file)
        store[key, default: [:]][ObjectIdentifier(kind)] = value
        owners[key] = file
        return value
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
