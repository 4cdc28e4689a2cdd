import StateFixCore
import SwiftSyntax

/// The types of every file of the run, merged by qualified name across files.
///
/// Built from each file's `FileDeclarations` (kept across passes for unchanged files): every
/// struct, class, enum and actor (nested names qualified, `Settings.Row`) with its stored
/// properties and initializers, every extension merged into the type it extends, and the
/// inheritance clauses. Rules query it; they never walk member lists themselves.
///
/// The files of the cache's reserve (`IndexCache.reserve`: unparsed while a rule that reads
/// every file is on) join when a query by name asks for a name their bytes declare or extend
/// (`types(named:)`, `uniqueType(named:)`, `types(leafNamed:)`, `isGlobalActor(_:)`), or when
/// a rule wakes them (`wake(declaring:)`, `wake(mentioning:)`, `wake(files:)`); `types` and
/// the name sets hold the files read so far.
package final class TypeIndex: ModelIndex {
    /// Every type, in file order then source order.
    package private(set) var types: [TypeDeclaration] = []
    /// Names of the generic types declared in the files (`Box` for `struct Box<T>`).
    package private(set) var genericTypeNames: Set<String> = []
    /// Names of types that declare a failable initializer (`init?`/`init!`) or are enums with raw values.
    package private(set) var typesWithFailableInit: Set<String> = []
    /// Names of global actors declared in the files (`@globalActor actor DatabaseActor`).
    package private(set) var globalActorNames: Set<String> = []
    /// Names declared at file level in any file (types, protocols, functions, type aliases…,
    /// file-level `#if` clauses included): they shadow every import.
    package private(set) var fileLevelNames: Set<String> = []
    private var byName: [String: [TypeDeclaration]] = [:]
    /// The types by the last component of their name.
    package private(set) var byLeafName: [String: [TypeDeclaration]] = [:]
    /// Extensions of types the files do not declare (`extension String`, `extension View`).
    package private(set) var foreignExtensions: [ForeignExtension] = []
    /// Every extension read, by the extended name as written, in file order.
    private var extensionsByName: [String: [FileDeclarations.ExtensionFacts]] = [:]

    /// The reserve's files not read yet, by index, and how to read files' declarations.
    private var reserve: [Int: SourceFile] = [:]
    private let declarations: ([SourceFile]) -> [FileDeclarations]
    private let jobs: Int
    private let hasReserve: Bool
    /// Names whose declarations (or mentions) in the reserve were read already.
    private var wokenNames: Set<String> = [], extendedNames: Set<String> = [], subclassedNames: Set<String> = [], mentionedNames: Set<String> = [], keywordNames: Set<String> = []

    package static let fileFacts = [FileFactsKind(FileDeclarations.self, needles: DeclarationCollector.needles, FileDeclarations.init)]

    /// Builds the index of the cache's files (files with syntax errors included: their
    /// declarations count, and types they touch are marked incomplete so that no fix relies on them).
    package init(_ cache: IndexCache) {
        let store = cache.fileFacts
        // A file of the reserve is read as a skeleton, and its tree dropped after.
        declarations = { store.facts(FileDeclarations.self, of: $0) { file in file.withSkeleton(needles: DeclarationCollector.needles) { FileDeclarations(file) } } }
        jobs = store.jobs
        for index in cache.reserve { reserve[index] = cache.files[index] }
        hasReserve = !reserve.isEmpty
        absorb(cache.facts(FileDeclarations.self, of: cache.parsedFiles, FileDeclarations.init))
    }

    /// Adds the declarations of more files (none of them read before) and merges what they
    /// touch again: the types and extensions of the names they declare or extend (the objects
    /// of types already known stay the same; everything stays in file order).
    private func absorb(_ added: [FileDeclarations]) {
        var newTypes: [TypeDeclaration] = []
        var newExtensions: [FileDeclarations.ExtensionFacts] = []
        for declarations in added {
            newTypes += declarations.types.map(TypeDeclaration.init)
            newExtensions += declarations.extensions
            genericTypeNames.formUnion(declarations.genericTypeNames)
            typesWithFailableInit.formUnion(declarations.typesWithFailableInit)
            globalActorNames.formUnion(declarations.globalActorNames)
            fileLevelNames.formUnion(declarations.fileLevelNames)
        }
        if hasReserve { for type in newTypes { type.index = self } }
        types = Self.merged(types, newTypes) { $0.file.index }
        for type in newTypes {
            byName[type.name, default: []].append(type)
            byLeafName[type.leafName, default: []].append(type)
        }
        for facts in newExtensions { extensionsByName[facts.name, default: []].append(facts) }
        let names = Set(newTypes.map(\.name)).union(newExtensions.map(\.name))
        if hasReserve {
            // Files read from the reserve come in any order.
            for name in names {
                byName[name] = byName[name].map { Self.inFileOrder($0) { $0.file.index } }
                extensionsByName[name] = extensionsByName[name].map { Self.inFileOrder($0) { $0.file.index } }
            }
            for leaf in Set(newTypes.map(\.leafName)) { byLeafName[leaf] = Self.inFileOrder(byLeafName[leaf]!) { $0.file.index } }
        }
        for name in names {
            guard let group = byName[name] else { continue }
            for type in group {
                type.resetExtensions()
                type.incompleteReason = nil
            }
            if group.count > 1 {
                for type in group {
                    // File names, not paths: the notes of the finding point at each place.
                    let places = group.map(\.place).sorted()
                    let branches = group.allSatisfy { !$0.ifConfigPath.isEmpty } ? ", in #if branches statefix does not evaluate" : ""
                    type.incompleteReason = "'\(name)' is declared more than once (\(places.joined(separator: ", "))\(branches))"
                }
            }
            for type in group where type.file.syntaxError != nil {
                type.incompleteReason = "\(type.file.path) has a syntax error"
            }
            for facts in extensionsByName[name] ?? [] {
                let targets = group.count == 1 ? group : group.filter { $0.file === facts.file }
                for type in targets {
                    type.add(facts)
                    if facts.file.syntaxError != nil {
                        type.incompleteReason = "an extension in \(facts.file.path), which has a syntax error"
                    }
                }
            }
        }
        let foreign = newExtensions.filter { byName[$0.name] == nil }
            .map { ForeignExtension(name: $0.name, declaration: Place($0.declaration), inheritedTypeNames: $0.inheritedTypeNames) }
        foreignExtensions = Self.merged(foreignExtensions.filter { byName[$0.name] == nil }, foreign) { $0.file.index }
    }

    /// `existing` and `added` (each in file order, no file in both) as one list in file order.
    private static func merged<T>(_ existing: [T], _ added: [T], file: (T) -> Int) -> [T] {
        if added.isEmpty { return existing }
        if existing.isEmpty || file(existing.last!) <= file(added.first!) { return existing + added }
        var result: [T] = []
        result.reserveCapacity(existing.count + added.count)
        var i = 0, j = 0
        while i < existing.count || j < added.count {
            if j == added.count || i < existing.count && file(existing[i]) <= file(added[j]) {
                result.append(existing[i]); i += 1
            } else {
                result.append(added[j]); j += 1
            }
        }
        return result
    }

    /// `list` in file order, each file's elements in their order.
    private static func inFileOrder<T>(_ list: [T], file: (T) -> Int) -> [T] {
        zip(list.indices, list).sorted { (file($0.1), $0.0) < (file($1.1), $1.0) }.map(\.1)
    }

    // MARK: the reserve

    /// The reserve's files by each name their declaration headers spell, by role
    /// (`Prefilter.declaredNames(byRole:)`): one scan of each, on first need.
    private lazy var reserveByName: [Prefilter.DeclaredNameRole: [String: [Int]]] = {
        let files = reserve.values.sorted { $0.index < $1.index }
        let scans = Parallel.map(files.count, jobs: jobs, size: { files[$0].bytes.count }) { Prefilter.declaredNames(byRole: files[$0].bytes) }
        var result: [Prefilter.DeclaredNameRole: [String: [Int]]] = [:]
        for (file, roles) in zip(files, scans) {
            for (role, names) in roles { for name in names { result[role, default: [:]][name, default: []].append(file.index) } }
        }
        return result
    }()

    /// Reads the files of the reserve that declare a type whose name (or last component) is
    /// one of `names`, and, of each such name some file declares, the files that extend it (an
    /// extension of a type no file declares changes nothing a query sees).
    package func wake(declaring names: some Sequence<String>) {
        guard !reserve.isEmpty else { return }
        // Filtered one by one: `subtracting` walks the whole set it is given.
        let leaves = Set(names.map { String($0.split(separator: ".").last ?? Substring($0)) }.filter { !extendedNames.contains($0) })
        guard !leaves.isEmpty else { return }
        let undeclared = leaves.filter { !wokenNames.contains($0) }
        wokenNames.formUnion(undeclared)
        read(undeclared.flatMap { reserveByName[.declared]?[$0] ?? [] })
        // A file read for another name may declare one asked before: its extensions are read
        // when it is asked again (every accessor of a type's extensions asks).
        let declared = leaves.filter { byLeafName[$0] != nil }
        extendedNames.formUnion(declared)
        read(declared.flatMap { reserveByName[.extended]?[$0] ?? [] })
    }

    /// Reads the files of the reserve that declare a class whose first inherited name (its
    /// superclass, if a class) has its last component in `names`.
    package func wake(subclassing names: some Sequence<String>) {
        guard !reserve.isEmpty else { return }
        let leaves = Set(names.map { String($0.split(separator: ".").last ?? Substring($0)) }.filter { !subclassedNames.contains($0) })
        subclassedNames.formUnion(leaves)
        read(leaves.flatMap { reserveByName[.superclass]?[$0] ?? [] })
    }

    /// Reads the files of the reserve whose bytes mention one of `names` as a whole word.
    package func wake(mentioning names: Set<String>) {
        let names = names.filter { !mentionedNames.contains($0) }
        guard !reserve.isEmpty, !names.isEmpty else { return }
        mentionedNames.formUnion(names)
        let files = reserve.values.sorted { $0.index < $1.index }
        let hits = Parallel.map(files.count, jobs: jobs, size: { files[$0].bytes.count }) { Prefilter.mentionsAny(files[$0].bytes, names) }
        read(zip(files, hits).filter(\.1).map(\.0.index))
    }

    /// Reads those of `files` that are in the reserve.
    package func wake(files: some Sequence<SourceFile>) {
        guard !reserve.isEmpty else { return }
        read(files.map(\.index))
    }

    private func read(_ indices: [Int]) {
        let files = Set(indices).compactMap { reserve.removeValue(forKey: $0) }.sorted { $0.index < $1.index }
        guard !files.isEmpty else { return }
        let read = PhaseClock.shared.measure("types index: reserve files read") { declarations(files) }
        PhaseClock.shared.measure("types index: reserve files merged") { absorb(read) }
    }

    // MARK: queries

    /// The types of that qualified name (more than one when several files declare it).
    package func types(named name: String) -> [TypeDeclaration] {
        wake(declaring: [name])
        return byName[name] ?? []
    }

    /// The types whose name's last component is `leaf`.
    package func types(leafNamed leaf: String) -> [TypeDeclaration] {
        wake(declaring: [leaf])
        return byLeafName[leaf] ?? []
    }

    /// Whether a global actor of that name (`@globalActor actor DatabaseActor`) is declared.
    package func isGlobalActor(_ name: String) -> Bool {
        wake(declaring: [name])
        return globalActorNames.contains(name)
    }

    /// Whether some file declares `name` at file level (see `fileLevelNames`).
    package func isDeclaredAtFileLevel(_ name: String) -> Bool {
        if fileLevelNames.contains(name) { return true }
        // A file-level name follows its declaration's keyword (`func name`, `struct name`,
        // `macro name`): the reserve's files that spell one are read.
        if !reserve.isEmpty, keywordNames.insert(name).inserted {
            let files = reserve.values.sorted { $0.index < $1.index }
            let hits = Parallel.map(files.count, jobs: jobs, size: { files[$0].bytes.count }) { Prefilter.namesDeclaration(of: name, in: files[$0].bytes) }
            read(zip(files, hits).filter(\.1).map(\.0.index))
        }
        return fileLevelNames.contains(name)
    }

    /// The one type of the files that `name` (qualified, or a unique leaf name, or with a module
    /// prefix) denotes, or nil.
    package func uniqueType(named name: String) -> TypeDeclaration? {
        let exact = types(named: name)
        if exact.count == 1 { return exact[0] }
        if !exact.isEmpty { return nil }
        let parts = name.split(separator: ".")
        if parts.count > 1 { return uniqueType(named: parts.dropFirst().joined(separator: ".")) }
        let leaf = types(leafNamed: name)
        return leaf.count == 1 ? leaf[0] : nil
    }

    /// Names (qualified and leaf) of the classes declared in the files.
    package var classNames: Set<String> {
        Set(types.filter { $0.kind == .class }.flatMap { [$0.name, $0.leafName] })
    }

    /// The types whose declaration or extensions name `name` in an inheritance clause
    /// (`ObservableObject`, a superclass, a protocol).
    package func types(inheritingFrom name: String) -> [TypeDeclaration] {
        let names = { (list: [String]) in list.contains { $0 == name || $0.hasSuffix("." + name) } }
        // A conformance to `name` spells it: only the reserve's files that do are read, and the
        // declarations their extensions name (asking every type for its inheritance would read
        // the extensions of every type).
        wake(mentioning: [name])
        wake(declaring: foreignExtensions.filter { names($0.inheritedTypeNames) }.map(\.name))
        return types.filter { names($0.inheritedTypeNamesRead) }
    }
}

/// An extension of a type no file declares; its syntax is held by place.
package struct ForeignExtension {
    /// The extended type's name, as written (`View`, `Foundation.URL`).
    package let name: String
    @Place package var declaration: ExtensionDeclSyntax
    /// The names in its inheritance clause, as written.
    package let inheritedTypeNames: [String]
    package var file: SourceFile { $declaration.file }
}
