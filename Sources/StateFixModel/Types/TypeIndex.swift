import StateFixCore
import SwiftSyntax

/// The types of every file of the run, merged by qualified name across files.
///
/// Built from each file's `FileDeclarations` (kept across passes for unchanged files): every
/// struct, class, enum and actor (nested names qualified, `Settings.Row`) with its stored
/// properties and initializers, every extension merged into the type it extends, and the
/// inheritance clauses. Rules query it; they never walk member lists themselves.
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
    /// Extensions of types the files do not declare (`extension String`, `extension View`).
    package private(set) var foreignExtensions: [ForeignExtension] = []

    package static let fileFacts = [FileFactsKind(FileDeclarations.self, needles: DeclarationCollector.needles, FileDeclarations.init)]

    /// Builds the index of the cache's files (files with syntax errors included: their
    /// declarations count, and types they touch are marked incomplete so that no fix relies on them).
    package init(_ cache: IndexCache) {
        var extensions: [FileDeclarations.ExtensionFacts] = []
        for declarations in cache.facts(FileDeclarations.self, of: cache.files, FileDeclarations.init) {
            types += declarations.types.map(TypeDeclaration.init)
            extensions += declarations.extensions
            genericTypeNames.formUnion(declarations.genericTypeNames)
            typesWithFailableInit.formUnion(declarations.typesWithFailableInit)
            globalActorNames.formUnion(declarations.globalActorNames)
            fileLevelNames.formUnion(declarations.fileLevelNames)
        }
        byName = Dictionary(grouping: types, by: \.name)
        for (name, group) in byName where group.count > 1 {
            for type in group {
                let places = group.map { "\($0.file.path):\($0.file.location(of: $0.memberBlockRange.lowerBound).line)" }.sorted()
                let branches = group.allSatisfy { !$0.ifConfigPath.isEmpty } ? ", in #if branches statefix does not evaluate" : ""
                type.incompleteReason = "another type named '\(name)' is declared in the files given (\(places.joined(separator: ", "))\(branches))"
            }
        }
        for type in types where type.file.syntaxError != nil {
            type.incompleteReason = "\(type.file.path) has a syntax error"
        }
        for facts in extensions {
            guard let group = byName[facts.name] else {
                foreignExtensions.append(ForeignExtension(name: facts.name, declarationRef: facts.declaration))
                continue
            }
            let targets = group.count == 1 ? group : group.filter { $0.file === facts.file }
            for type in targets {
                type.add(facts)
                if facts.file.syntaxError != nil {
                    type.incompleteReason = "an extension in \(facts.file.path), which has a syntax error"
                }
            }
        }
    }

    /// The types of that qualified name (more than one when several files declare it).
    package func types(named name: String) -> [TypeDeclaration] { byName[name] ?? [] }

    /// The one type of the files that `name` (qualified, or a unique leaf name, or with a module
    /// prefix) denotes, or nil.
    package func uniqueType(named name: String) -> TypeDeclaration? {
        let exact = types(named: name)
        if exact.count == 1 { return exact[0] }
        if !exact.isEmpty { return nil }
        let parts = name.split(separator: ".")
        if parts.count > 1 { return uniqueType(named: parts.dropFirst().joined(separator: ".")) }
        let leaf = byLeafName[name] ?? []
        return leaf.count == 1 ? leaf[0] : nil
    }

    /// The types by the last component of their name.
    package private(set) lazy var byLeafName: [String: [TypeDeclaration]] = Dictionary(grouping: types, by: \.leafName)

    /// Names (qualified and leaf) of the classes declared in the files.
    package var classNames: Set<String> {
        Set(types.filter { $0.kind == .class }.flatMap { [$0.name, $0.leafName] })
    }

    /// The types whose declaration or extensions name `name` in an inheritance clause
    /// (`ObservableObject`, a superclass, a protocol).
    package func types(inheritingFrom name: String) -> [TypeDeclaration] {
        types.filter { type in type.inheritedTypeNames.contains { $0 == name || $0.hasSuffix("." + name) } }
    }
}

/// An extension of a type no file declares; its syntax is held by place.
package struct ForeignExtension {
    /// The extended type's name, as written (`View`, `Foundation.URL`).
    package let name: String
    let declarationRef: SyntaxRef<ExtensionDeclSyntax>
    package var declaration: ExtensionDeclSyntax { declarationRef.node }
    package var file: SourceFile { declarationRef.file }
}
