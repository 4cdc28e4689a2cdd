import Foundation
import StateFixCore
import StateFixModel
import StateFixTestSupport
import SwiftSyntax
import Testing

@Suite("Model indexes")
struct ModelIndexTests {
    static func cache(_ files: [(String, String)]) -> IndexCache {
        IndexCache(files: Support.sources(files.map { ($0.0, $0.1) }))
    }

    @Test func typesMergeTheirExtensionsAcrossFiles() throws {
        let cache = Self.cache([
            ("Gauge.swift", """
            struct Gauge: View {
                let reading: Double
                @State private var revision = 0
                var label: String { "" }
                struct Needle { var angle: Double }
                init() { self.reading = 0 }
            }
            """),
            ("Gauge+Init.swift", """
            extension Gauge: Equatable {
                init(reading: Double) { self.reading = reading }
                func tick() {}
            }
            extension Gauge.Needle { init(degrees: Double) { self.angle = degrees } }
            """),
        ])
        let index = cache.get(TypeIndex.self)
        #expect(index.types.map(\.name) == ["Gauge", "Gauge.Needle"])
        let gauge = try #require(index.types(named: "Gauge").first)
        #expect(gauge.storedProperties.map(\.name) == ["reading", "revision"])
        #expect(gauge.initializers.map(\.displayName) == ["init()", "init(reading:)"])
        #expect(gauge.initializers.map(\.place) == [.primaryBody, .extension])
        #expect(gauge.instanceMemberNames == ["label", "tick"])
        #expect(gauge.inheritedTypeNames == ["View", "Equatable"])
        #expect(gauge.extensions.map(\.file.name) == ["Gauge+Init.swift"])
        #expect(gauge.incompleteReason == nil)
        #expect(index.types(named: "Gauge.Needle").first?.initializers.count == 1)
        #expect(index.types(inheritingFrom: "Equatable").map(\.name) == ["Gauge"])
        #expect(cache.get(StatePropertyIndex.self).properties.map(\.property.name) == ["revision"])
    }

    @Test func ambiguousAndBrokenTypesAreIncomplete() {
        let index = Self.cache([
            ("A.swift", "struct Row { var a: Int }\nclass Store {}\n"),
            ("B.swift", "struct Row { var b: Int }\n"),
            ("C.swift", "extension Store { func f( }\n"),
        ]).get(TypeIndex.self)
        #expect(index.types(named: "Row").allSatisfy { $0.incompleteReason?.contains("'Row' is declared more than once") == true })
        #expect(index.types(named: "Store").first?.incompleteReason?.contains("syntax error") == true)
        #expect(index.classNames == ["Store"])
    }

    @Test func ifConfigPathsAndLocalTypes() throws {
        let index = Self.cache([("A.swift", """
        struct Panel {
            #if DEBUG
            @State var verbose = false
            #else
            @State var quiet = true
            #endif
            func make() { struct Local { var x: Int } }
        }
        """)]).get(TypeIndex.self)
        let panel = try #require(index.types(named: "Panel").first)
        let (verbose, quiet) = (panel.storedProperties[0], panel.storedProperties[1])
        #expect(verbose.ifConfigPath.relation(to: quiet.ifConfigPath) == .exclusive)
        #expect(panel.ifConfigPath.relation(to: verbose.ifConfigPath) == .together)
        #expect(verbose.ifConfigPath.relation(to: panel.ifConfigPath) == .partly)
        #expect(index.types.contains { $0.name.hasPrefix("Local (local type at A.swift:7)") })
    }

    /// Per-file facts survive a pass for files that did not change: the next pass's index
    /// reuses their property objects and re-walks only the new file.
    @Test func perFileFactsAreKeptForUnchangedFiles() {
        let files = Support.sources([("A.swift", "struct A { @State var a = 1 }\n"), ("B.swift", "struct B { @State var b = 1 }\n")])
        let store = FileFactsStore()
        let first = IndexCache(files: files, perFile: store).get(TypeIndex.self)
        var next = files
        next[1] = SourceFile(path: "B.swift", bytes: Array("struct B { @State var b: Int }\n".utf8), index: 1)
        let second = IndexCache(files: next, perFile: store).get(TypeIndex.self)
        #expect(first.types[0].storedProperties[0] === second.types[0].storedProperties[0], "A.swift was not walked again")
        #expect(first.types[1].storedProperties[0] !== second.types[1].storedProperties[0], "B.swift was")
        #expect(second.types[1].storedProperties[0].initialValue == nil)
    }
}

/// An archive in memory, as the CLI's cache keeps one on disk (JSON, by file path).
final class MemoryArchive: FileFactsArchive {
    var stored: [String: Data] = [:]
    func facts<F: ArchivableFacts>(_ kind: F.Type, of file: SourceFile) -> F? {
        guard let data = stored[F.archiveID + file.path] else { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo[.sourceFile] = file
        return try? decoder.decode(F.self, from: data)
    }
    func store<F: ArchivableFacts>(_ facts: F, of file: SourceFile) {
        stored[F.archiveID + file.path] = try? JSONEncoder().encode(facts)
    }
}

@Suite("Archived facts")
struct ArchivedFactsTests {
    static let gauge = """
    struct Gauge {
        #if os(iOS)
        @State private var revision = 0
        #else
        @State private var revision: Int
        #endif
        let reading: Double
        init(reading: Double) { self.reading = reading; self.revision = 1 }
    }
    """
    static let other = "extension Gauge { func tick() {} }\nstruct Other { var x: Int? }\n"

    /// Facts from the archive give the same model as facts from the tree, without parsing:
    /// syntax is resolved by place in a tree parsed on first use, and `#if` clauses name the
    /// file's index in this run (it differs from the run that stored them).
    @Test func archivedFactsNeedNoParse() throws {
        let archive = MemoryArchive()
        let first = Support.sources([("Gauge.swift", Self.gauge), ("Other.swift", Self.other)])
        let fresh = IndexCache(files: first, perFile: FileFactsStore(archive: archive)).get(TypeIndex.self)
        #expect(archive.stored.count == 2)
        // The next run: the same bytes, other indices, nothing parsed.
        let outcome = ParseOutcome(languageMode: .swift6, syntaxError: nil)
        let next = [SourceFile(path: "Other.swift", bytes: first[1].bytes, index: 0, outcome: outcome),
                    SourceFile(path: "Gauge.swift", bytes: first[0].bytes, index: 1, outcome: outcome)]
        let archived = IndexCache(files: next, perFile: FileFactsStore(archive: archive)).get(TypeIndex.self)
        #expect(!next[0].isParsed && !next[1].isParsed, "building the index parsed a file")
        let (a, b) = (try #require(fresh.types(named: "Gauge").first), try #require(archived.types(named: "Gauge").first))
        #expect(a.storedProperties.map(\.name) == b.storedProperties.map(\.name))
        #expect(b.storedProperties.map(\.hasInitialValue) == [true, false, false])
        #expect(b.instanceMemberNames == ["tick"] && b.initializers.map(\.displayName) == ["init(reading:)"])
        #expect(b.storedProperties[0].ifConfigPath.map(\.file) == [1], "the #if clause names the file's index in this run")
        #expect(b.storedProperties[0].ifConfigPath.relation(to: b.storedProperties[1].ifConfigPath) == .exclusive)
        #expect(!next[1].isParsed)
        // Syntax is there when a rule asks for it.
        #expect(b.storedProperties[0].initialValue?.trimmedDescription == "0")
        #expect(b.initializers[0].declaration.initKeyword.text == "init")
        #expect(next[1].isParsed && !next[0].isParsed)
        #expect(b.extensions.map(\.declaration.extendedType.trimmedDescription) == ["Gauge"] && next[0].isParsed)
    }

    /// A damaged archive entry (another file's facts under this name) is not trusted when its
    /// places do not fit the file.
    @Test func factsOutsideTheFileAreRejected() {
        let archive = MemoryArchive()
        let long = Support.sources([("A.swift", Self.gauge)])
        _ = IndexCache(files: long, perFile: FileFactsStore(archive: archive)).get(TypeIndex.self)
        let short = SourceFile(path: "A.swift", bytes: Array("struct A {}\n".utf8), index: 0)
        let index = IndexCache(files: [short], perFile: FileFactsStore(archive: archive)).get(TypeIndex.self)
        #expect(index.types.map(\.name) == ["A"])
    }
}

@Suite("Initializer analysis")
struct InitializerAnalysisTests {
    static func analysis(_ code: String, initializer: Int = 0) throws -> (InitBodyAnalysis, TypeDeclaration) {
        let cache = IndexCache(files: Support.sources([("A.swift", code)]))
        let type = try #require(cache.get(TypeIndex.self).types.first)
        return (cache.get(InitializerAnalyses.self).analysis(of: type.initializers[initializer], in: type), type)
    }

    @Test func everySpellingOfAnAssignment() throws {
        let (analysis, type) = try Self.analysis("""
        struct V {
            @State private var draft: String
            @State var tags: [String]
            let id: Int
            init(id: Int, seed: String) {
                _draft = State(initialValue: seed)
                self._tags = .init(wrappedValue: [])
                self.id = id
            }
        }
        """)
        let assignments = analysis.statements.flatMap(\.assignments)
        #expect(assignments.map(\.property.name) == ["draft", "tags", "id"])
        #expect(assignments.map(\.isStorage) == [true, true, false])
        #expect(assignments.allSatisfy { $0.isPlainStatement })
        #expect(type.storedProperties.allSatisfy { analysis.definitelyAssigns($0) })
    }

    @Test func shadowingAndConditionalPaths() throws {
        let (analysis, type) = try Self.analysis("""
        struct V {
            @State var count = 0
            @State var label = ""
            init(flag: Bool) {
                var count = 1
                count += 1
                if flag { label = "a" } else { label = "b" }
                guard flag else { return }
                self.count = count
            }
        }
        """)
        let (count, label) = (type.storedProperties[0], type.storedProperties[1])
        #expect(analysis.assignments(of: count).count == 1, "the local 'count' shadows the property")
        #expect(analysis.definitelyAssigns(label), "if/else both assign")
        #expect(!analysis.definitelyAssigns(count), "the guard can return first")
        #expect(analysis.canReturnEarly(before: 4))
    }

    @Test func usesOfTheWholeSelf() throws {
        let (analysis, _) = try Self.analysis("""
        struct V {
            @State var count: Int
            let title: String
            var upper: String { title.uppercased() }
            init() {
                self.title = "t"
                print(upper)
                self.count = 0
            }
        }
        """)
        let use = analysis.firstUseOfWholeSelf(in: analysis.statements.map { Syntax($0.item) })
        #expect(use?.trimmedDescription == "upper", "a computed property needs the whole self")
        #expect(analysis.lastInitialization(otherThan: analysis.statements[2].assignments[0].property) == 0)
    }

    @Test func loopBindingsShadowTheProperty() throws {
        let (analysis, _) = try Self.analysis("""
        struct V {
            @State var value = 0
            init(values: [Int]) {
                for case let value? in values.map(Optional.some) { value = 1 }
            }
        }
        """)
        #expect(analysis.statements.flatMap(\.assignments).isEmpty, "'value' inside the loop is the loop's binding")
        #expect(!analysis.isUncertain)
    }
}

@Suite("Expression facts")
struct ExpressionFactsTests {
    static let model = IndexCache(files: Support.sources([("A.swift", "struct Box<T> {}\nenum Mode: String { case a }\nstruct Theme { init?(name: String) {} }\n")]))
        .get(TypeIndex.self)

    static func expression(_ text: String) -> ExprSyntax {
        let file = SourceFile(path: "E.swift", bytes: Array("let x = \(text)\n".utf8), index: 0)
        return file.tree.statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!.initializer!.value
    }

    @Test(arguments: [
        ("0", "Int"), ("-1.5", "Double"), ("\"a\"", "String"), ("true", "Bool"), ("[1, 2]", "[Int]"),
        ("[\"a\": 1]", "[String: Int]"), ("Page()", "Page"), ("Settings.Style(color: c)", "Settings.Style"),
        ("[Item]()", "[Item]"), ("e as Double", "Double"), ("Int(4)", "Int"),
        ("KeyPathComparator<Item>(\\Item.date)", "KeyPathComparator<Item>"),
    ])
    func certainTypes(_ pair: (String, String)) {
        #expect(ExpressionFacts.inferredType(Self.expression(pair.0), model: Self.model) == pair.1)
    }

    @Test(arguments: ["nil", "[]", ".standard", "Theme.shared", "URL(string: s)", "Int(text)", "Set([1])", "Box(value: 1)",
                      "Mode(rawValue: r)", "Theme(name: n)", "make()",
                      "KeyPathComparator(\\Item.date)", "[KeyPathComparator(\\Item.date)]", "Foundation.SortDescriptor(\\.name)",
                      "Sorter(by: \\.name)"])
    func uncertainTypes(_ text: String) {
        #expect(ExpressionFacts.inferredType(Self.expression(text), model: Self.model) == nil)
    }

    @Test func purity() {
        #expect(ExpressionFacts.isPure(Self.expression("index > 0 ? a : b")))
        #expect(ExpressionFacts.isPure(Self.expression("\"\\(name)!\"")))
        #expect(!ExpressionFacts.isPure(Self.expression("load()")))
        #expect(!ExpressionFacts.isPure(Self.expression("a.b()")))
        #expect(ExpressionFacts.isPure(Self.expression("State(initialValue: seed)"), allowStateConstruction: true))
        #expect(!ExpressionFacts.isPure(Self.expression("State(initialValue: load())"), allowStateConstruction: true))
    }
}
