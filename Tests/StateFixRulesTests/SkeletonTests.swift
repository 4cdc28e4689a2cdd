import Foundation
@testable import StateFixCore
import StateFixModel
@testable import StateFixRules
import StateFixTestSupport
import SwiftSyntax
import Testing

/// A skeleton (`SkeletonParse`) blanks exactly the bodies the type's documentation lists, and
/// the facts and followed names taken from it are those of the full tree, on every fixture,
/// every rule example, and (with `STATEFIX_SKELETON_CORPUS=folder`) every Swift file of a folder
/// of apps.
@Suite("Skeleton parse")
struct SkeletonTests {
    /// The rules a run can make skeletons for: every one (a rule that reads every file, the
    /// Observation migration, turns the prefilter off, not the skeletons).
    static let rules = RuleRegistry.catalog.readings(of: RuleRegistry.all.map { $0.id })
    /// The readings of the default rules.
    static let defaultRules = RuleRegistry.catalog.readings(of: RuleRegistry.catalog.defaultRuleIDs)

    /// The needles of `rules`' facts and followers, as a run gathers them.
    static func needles(_ rules: [RuleReading]) -> Set<String>? {
        Prefilter.skeletonNeedles(facts: FileFactsKind.of(rules.flatMap(\.indexes)), followers: rules.flatMap(\.follows))
    }

    /// `source` as its skeleton with the default rules' needles, each blanked block shown as
    /// `{…}`; nil when no skeleton is made.
    func skeleton(_ source: String) -> String? {
        let bytes = Array(source.utf8)
        guard let needles = Self.needles(Self.defaultRules),
              let parsed = SkeletonParse.parse(bytes, needles: needles, mode: .swift6) else { return nil }
        var text = "", last = 0
        for region in parsed.regions {
            text += String(decoding: bytes[last...region.open], as: UTF8.self) + "…"
            last = region.close
        }
        return text + String(decoding: bytes[last...], as: UTF8.self)
    }

    @Test func functionAndDeinitializerBodiesGoInitializerBodiesStay() {
        let source = """
            struct Gauge {
                var value: Int
                init(value: Int) { self.value = value; print(value) }
                func reset() { print(value); value = 0 }
                deinit { print("gone") }
            }
            extension Gauge { static func make() -> Gauge { Gauge(value: 1) } }
            func helper() { print(1) }
            """
        #expect(skeleton(source) == """
            struct Gauge {
                var value: Int
                init(value: Int) { self.value = value; print(value) }
                func reset() {…}
                deinit {…}
            }
            extension Gauge { static func make() -> Gauge {…} }
            func helper() {…}
            """)
    }

    /// A getter goes whole (an empty accessor block is a getter too); accessors keep their
    /// introducers; observers of a property with an initial value and initial values stay.
    @Test func gettersAndAccessorBodiesGoInitialValuesStay() {
        let source = """
            struct Panel {
                var area: Int { width * height }
                var side: Int { get { width } set { width = newValue } }
                var width: Int { didSet { print(oldValue) } }
                var height = 0 { didSet { print(oldValue) } }
                subscript(index: Int) -> Int { index * width }
                let formatter: DateFormatter = { let f = DateFormatter(); return f }()
                lazy var doubled = [1, 2].map { $0 * 2 }
                func run(done: () -> Void = { print("done") }) { done() }
            }
            protocol Shape { var area: Int { get }; func draw() }
            """
        #expect(skeleton(source) == """
            struct Panel {
                var area: Int {…}
                var side: Int { get {…} set {…} }
                var width: Int { didSet {…} }
                var height = 0 { didSet { print(oldValue) } }
                subscript(index: Int) -> Int {…}
                let formatter: DateFormatter = { let f = DateFormatter(); return f }()
                lazy var doubled = [1, 2].map { $0 * 2 }
                func run(done: () -> Void = { print("done") }) {…}
            }
            protocol Shape { var area: Int { get }; func draw() }
            """)
    }

    /// A body with a needle (a word: `MainActor` holds no `actor`, `enumerated` no `enum`)
    /// stays, and its nested blocks without one go; a local type stays whole.
    @Test func needlesAreWholeWordsAndKeepTheirBlock() {
        let source = """
            struct Screen {
                func load() {
                    struct Row { var id = 0; func f() { print(1) } }
                    if ready { print(1) }
                    items.forEach { print($0) }
                }
                func refresh() { Task { @MainActor in run() }; for (i, x) in xs.enumerated() { print(i, x) } }
            }
            """
        #expect(skeleton(source) == """
            struct Screen {
                func load() {
                    struct Row { var id = 0; func f() { print(1) } }
                    if ready {…}
                    items.forEach {…}
                }
                func refresh() {…}
            }
            """)
    }

    /// Braces in strings, interpolations, raw and multi-line strings and regex literals are the
    /// parser's (its own lexer splits them), so bodies still balance.
    @Test func bracesInLiteralsAreNotBlocks() {
        let source = """
            struct Text {
                func a() { let s = "}"; let t = "\\(items.map { "{\\($0)" })" }
                func b() { let r = #"}"#; let m = \"""
                  } {
                  \""" }
                func c() { let re = #/a{2}}/#; print(re) }
                // func d() {
                /* } */ func e() { print(0) }
            }
            """
        #expect(skeleton(source) == """
            struct Text {
                func a() {…}
                func b() {…}
                func c() {…}
                // func d() {
                /* } */ func e() {…}
            }
            """)
    }

    /// What a walk collects whole keeps its blocks: a `ForEach(…)` call (its arguments are
    /// read), an attributed local variable (its initial value is read); so do macro arguments
    /// and top-level code.
    @Test func whatAWalkReadsWholeStays() {
        let source = """
            struct List: View {
                var body: some View {
                    ForEach(items) { item in Text(item.name) }
                    Button { tap() } label: { Text("Go") }
                }
                func preview() {
                    @Previewable @State var x = { compute() }()
                    if x { print(1) }
                }
            }
            #Preview { List() }
            if ready { start() }
            let handler = run { print(1) }
            """
        #expect(skeleton(source) == """
            struct List: View {
                var body: some View {
                    ForEach(items) { item in Text(item.name) }
                    Button {…} label: {…}
                }
                func preview() {
                    @Previewable @State var x = { compute() }()
                    if x {…}
                }
            }
            #Preview { List() }
            if ready { start() }
            let handler = run { print(1) }
            """)
    }

    @Test func classAndActorModifiersAndConditionalMembers() {
        let source = """
            final class Store {
                class func make() -> Store { Store() }
                class var shared: Store { Store() }
                #if os(iOS)
                func a() { print(1) }
                #else
                func a() { print(2) }
                #endif
            }
            actor Cache { func get() -> Int { 1 } }
            """
        #expect(skeleton(source) == """
            final class Store {
                class func make() -> Store {…}
                class var shared: Store {…}
                #if os(iOS)
                func a() {…}
                #else
                func a() {…}
                #endif
            }
            actor Cache { func get() -> Int {…} }
            """)
    }

    /// No skeleton where the braces do not balance or nothing can go.
    @Test func noSkeletonWithoutSomethingToBlank() {
        #expect(skeleton("struct A { func f() { print(1) }\n") == nil)
        #expect(skeleton("struct A { func f() {} }\n") == nil)
        #expect(skeleton("struct A { @State var x = 0 }\n") == nil)
    }

    /// A syntax error inside a blanked body is not in the skeleton's outcome; the full tree,
    /// parsed when a decision needs it, finds it (and the mode a body needs).
    @Test func theFullTreeSettlesTheOutcome() throws {
        let needles = try #require(Self.needles(Self.defaultRules))
        for (source, mode) in [("struct A {\n  func f() { let = 1 }\n}\n", LanguageMode.swift6),
                               ("struct A {\n  func f() { let g: @escaping @MainActor([Int]) -> Void = { _ in } }\n}\n", .swift5)] {
            let bytes = Array(source.utf8)
            let parsed = try #require(SkeletonParse.parse(bytes, needles: needles, mode: .swift6))
            let file = SourceFile(path: "A.swift", bytes: bytes, index: 0, skeleton: parsed.tree, needles: needles, languageMode: .swift6)
            #expect(file.syntaxError == nil && file.outcome.skeleton && file.skeletonNeedles == needles)
            file.dropTree()
            let whole = SourceFile(path: "A.swift", bytes: bytes, index: 0)
            #expect(file.verifiedSyntaxError?.formatted == whole.syntaxError?.formatted)
            #expect(file.languageMode == mode && whole.languageMode == mode && !file.outcome.skeleton)
            #expect(file.tree.description == source)
        }
    }

    // MARK: - The same facts

    /// Every fixture's and rule example's Swift text.
    static let sources: [(path: String, bytes: [UInt8])] = {
        let fixtures = Support.root.appendingPathComponent("Fixtures")
        var result = swiftFiles(below: fixtures)
        for rule in RuleRegistry.all.map({ $0.description }) {
            let examples = rule.triggeringExamples + rule.nonTriggeringExamples + rule.corrections
            for (index, example) in examples.enumerated() {
                result.append(("\(rule.id) example \(index + 1)", Array(example.code.replacingOccurrences(of: "↓", with: "").utf8)))
            }
        }
        return result
    }()

    static func swiftFiles(below folder: URL) -> [(path: String, bytes: [UInt8])] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var result: [(String, [UInt8])] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            if let data = FileManager.default.contents(atPath: url.path) { result.append((url.path, Array(data))) }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// For each of `sources`: the facts of every kind `rules` read, the names of every follower
    /// and the declared names, taken from the skeleton and from the full tree, compared.
    /// Returns the number of files that had a skeleton, and the differences.
    static func compare(_ sources: [(path: String, bytes: [UInt8])], rules: [RuleReading]) -> (skeletons: Int, differences: [String]) {
        guard let needles = needles(rules) else { return (0, ["no needles"]) }
        let kinds = FileFactsKind.of(rules.flatMap(\.indexes))
        var followers: [String: NameFollower] = [:]
        for follower in rules.flatMap(\.follows) { followers[follower.id] = follower }
        var skeletons = 0
        var differences: [String] = []
        for (path, bytes) in sources where SourceFile.decodingProblem(bytes) == nil {
            let whole = SourceFile(path: path, bytes: bytes, index: 0)
            guard whole.syntaxError == nil,
                  let parsed = SkeletonParse.parse(bytes, needles: needles, mode: whole.languageMode) else { continue }
            skeletons += 1
            let skeleton = SourceFile(path: path, bytes: bytes, index: 0, skeleton: parsed.tree, needles: needles, languageMode: whole.languageMode)
            func summary(_ file: SourceFile) -> [String] {
                file.withTransientTree {
                    kinds.map { normalized($0.compute(file)) }
                        + followers.keys.sorted().map { "\($0): \(followers[$0]!.names(file).sorted())" }
                        + ["declared: \(Prefilter.declaredNames(file).sorted())"]
                }
            }
            let (a, b) = (summary(whole), summary(skeleton))
            for (x, y) in zip(a, b) where x != y { differences.append("\(path):\n  full:     \(x.prefix(600))\n  skeleton: \(y.prefix(600))") }
        }
        return (skeletons, differences)
    }

    /// Facts kept only of a whole tree (`MemberGroupFacts`: a skeleton has none, and the
    /// plan computes them from the tree then): not compared.
    static let wholeTreeOnlyKeys: Set<String> = ["memberGroups"]

    /// Facts as JSON with the order of sets (arrays of strings) left out.
    static func normalized(_ facts: any Encodable) -> String {
        func sorted(_ value: Any) -> Any {
            if let array = value as? [String] { return array.sorted() }
            if let array = value as? [Any] { return array.map(sorted) }
            if let object = value as? [String: Any] { return object.filter { !wholeTreeOnlyKeys.contains($0.key) }.mapValues(sorted) }
            return value
        }
        let data = try! JSONEncoder().encode(facts)
        let object = sorted(try! JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        let again = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: again, as: UTF8.self)
    }

    @Test func factsAndNamesAreTheFullTreesOnEveryFixture() {
        for rules in [Self.defaultRules, Self.rules] {
            let (skeletons, differences) = Self.compare(Self.sources, rules: rules)
            #expect(differences.isEmpty, "\(differences.prefix(5).joined(separator: "\n"))")
            // Most fixtures are small, but many have a body to blank: the comparison is not empty.
            #expect(skeletons >= 150, "only \(skeletons) skeletons among \(Self.sources.count) files")
        }
    }

    /// The facts the migration reads by name, each from a skeleton with its own needles (the
    /// roots), are those of the full tree too.
    @Test func rootsAreTheFullTreesOnEveryFixture() {
        var skeletons = 0
        for (path, bytes, whole) in Self.wholeSources {
            guard let parsed = SkeletonParse.parse(bytes, needles: ObservationRootFacts.needles, mode: whole.languageMode) else { continue }
            skeletons += 1
            let skeleton = SourceFile(path: path, bytes: bytes, index: 0, skeleton: parsed.tree, needles: ObservationRootFacts.needles, languageMode: whole.languageMode)
            let (a, b) = (Self.normalized(ObservationRootFacts(whole)), Self.normalized(ObservationRootFacts(skeleton)))
            #expect(a == b, "\(path):\n  full:     \(a.prefix(600))\n  skeleton: \(b.prefix(600))")
        }
        #expect(skeletons >= 100, "only \(skeletons) skeletons among \(Self.sources.count) files")
    }

    /// Each fixture and example source that parses whole without an error, with its file.
    static var wholeSources: [(path: String, bytes: [UInt8], whole: SourceFile)] {
        sources.filter { SourceFile.decodingProblem($0.bytes) == nil }.compactMap { path, bytes in
            let whole = SourceFile(path: path, bytes: bytes, index: 0)
            return whole.syntaxError == nil ? (path, bytes, whole) : nil
        }
    }

    /// The class conditions' facts of a group read from a skeleton that keeps the bodies
    /// spelling a stored property (`ObservationIndex.memberGroupFacts(of:)`) say what the full
    /// tree's say of those properties, and the same of everything else.
    @Test func memberGroupsOfTheStoredPropertiesAreTheFullTreesOnEveryFixture() {
        var compared = 0
        for (path, bytes, whole) in Self.wholeSources {
            // The names of the file's member properties (a superset of its stored properties).
            final class Properties: SyntaxVisitor {
                var names = Set<String>()
                override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                    if node.parent?.is(MemberBlockItemSyntax.self) == true {
                        for binding in node.bindings { if let name = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(name.identifier.text) } }
                    }
                    return .visitChildren
                }
            }
            let properties = Properties(viewMode: .sourceAccurate)
            properties.walk(whole.tree)
            let names = properties.names
            func summary(_ file: SourceFile) -> [String] {
                file.withTransientTree {
                    final class Groups: SyntaxVisitor {
                        var groups: [any DeclGroupSyntax] = []
                        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { groups.append(node); return .visitChildren }
                        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { groups.append(node); return .visitChildren }
                        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { groups.append(node); return .visitChildren }
                    }
                    let finder = Groups(viewMode: .sourceAccurate)
                    finder.walk(file.transientTree)
                    return finder.groups.map { group in
                        var facts = MemberGroupFacts(group, in: file)
                        facts.getters = facts.getters.map { .init(name: $0.name, reads: $0.reads.filter { names.contains($0.text) }) }
                        facts.members = facts.members.map { member in
                            if case .deinitializer(let reads) = member { return .deinitializer(reads: reads.filter { names.contains($0.text) }) }
                            return member
                        }
                        return Self.normalized(facts)
                    }
                }
            }
            let skeleton = SourceFile(path: path, bytes: bytes, index: 0, outcome: whole.outcome)
            let (a, b) = (summary(whole), skeleton.withSkeleton(needles: names) { summary(skeleton) })
            #expect(a == b, "\(path):\n  full:     \(a.joined().prefix(600))\n  skeleton: \(b.joined().prefix(600))")
            compared += a.count
        }
        #expect(compared >= 200, "only \(compared) groups compared")
    }

    /// The uses the migration asks about by name, each taken from a skeleton that keeps only
    /// the bodies spelling the asked name, are those the full tree holds of that name.
    @Test func mentionsOfANameAreTheFullTreesOnEveryFixture() {
        var compared = 0
        for (path, bytes, whole) in Self.wholeSources {
            let full = ObservationMentionFacts(wholeTreeOf: whole)
            let names = ObservationIndex.prefixedNames(in: bytes)
            var asked: [(needle: String, facts: (ObservationMentionFacts) -> String)] = []
            for name in names.dollar { asked.append(("$" + name, { Self.normalized($0.projections.filter { $0.name == name }) })) }
            for name in names.underscore { asked.append(("_" + name, { Self.normalized($0.storageUses.filter { $0.name == name }) })) }
            for name in names.dot { asked.append((name, { "\($0.foreignMemberNames.contains(name))" })) }
            for leaf in full.callLabels.keys { asked.append((leaf, { "\(($0.callLabels[leaf] ?? []).sorted())" })) }
            for (needle, facts) in asked {
                let file = SourceFile(path: path, bytes: bytes, index: 0, outcome: whole.outcome)
                let (a, b) = (facts(full), facts(ObservationMentionFacts(file, needles: [needle])))
                #expect(a == b, "\(path), \(needle):\n  full:     \(a.prefix(400))\n  skeleton: \(b.prefix(400))")
                compared += 1
            }
        }
        #expect(compared >= 200, "only \(compared) names compared")
    }

    /// The byte scans the migration chooses files by give a superset of what the trees say:
    /// a method's signature spells `View` unless the scan sees its body first; `x.name` counts
    /// unless nothing on its line can be its base.
    @Test func observationByteScansKeepEverySite() {
        func spells(_ text: String) -> Bool { ObservationIndex.signatureSpellsView(Array(text.utf8), from: 0) }
        #expect(spells("(_ x: Int) -> some View {") && spells("<V: View>(_ v: V) -> Int {") && spells("(title: String = \"{\") -> AnyView {"))
        #expect(spells("(a: String = \"\"\"\n{\n\"\"\") -> Int {"), "a multi-line string: cannot tell")
        #expect(spells("() /* { */ -> some View {") && spells("() // {\n -> some View {") && spells("() -> Int"), "no body: cannot tell")
        #expect(!spells("(_ input: [Int], label: String) -> [String] {\n View() }") && !spells("() -> Int }"))
        func dot(_ text: String) -> Set<String> { ObservationIndex.prefixedNames(in: Array(text.utf8)).dot }
        #expect(dot("model.session") == ["session"] && dot("model\n    .session") == ["session"] && dot("x?.session") == ["session"])
        #expect(dot("f() /* c */ .session") == ["session"] && dot("items[0].session") == ["session"] && dot("`case`.session") == ["session"])
        #expect(dot("case .image, .session: return 1") == [] && dot("f(.session)") == [] && dot("x == .session ? [.a] : .b") == [])
        #expect(dot("return .session") == [] && dot("self.session") == [] && dot("x.session()") == [])
        #expect(dot("let key = \"sort.session\"; let a = \"\\\"x.y\"") == [], "plain string literals hold no code")
        #expect(dot("\"\\(model.session)\"") == ["session"] && dot("#\"a.b\"#") == ["b"] && dot("\"\"\"\nx.c\n\"\"\"") == ["c"])
        #expect(ObservationIndex.prefixedNames(in: Array("let s = \"$a _b\"; \"\\($c)\"".utf8)).dollar == ["c"])
        let names: Set<String> = ["Row", "Pane"]
        let words = WordSet(names)
        for text in ["Row(title:)", "RowView()", "x.Row", "`Row`", "2Row", "caf\u{E9}Row", "// Pane\nlet a = Row", "Row", "", "Pane Row Pane"] {
            let bytes = Array(text.utf8)
            #expect(Set(words.occurring(in: bytes).map { words.words[$0] }) == names.filter { Prefilter.mentionsAny(bytes, [$0]) }, "\(text)")
            #expect(words.occurs(in: bytes) == Prefilter.mentionsAny(bytes, names), "\(text)")
        }
    }

    /// `STATEFIX_SKELETON_CORPUS=/path/to/apps swift test --filter Skeleton`: the same on real code.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["STATEFIX_SKELETON_CORPUS"] != nil))
    func factsAndNamesAreTheFullTreesOnACorpus() {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["STATEFIX_SKELETON_CORPUS"]!)
        let sources = Self.swiftFiles(below: folder)
        let (skeletons, differences) = Self.compare(sources, rules: Self.rules)
        print("skeleton corpus: \(sources.count) files, \(skeletons) skeletons, \(differences.count) differences")
        #expect(differences.isEmpty, "\(differences.prefix(10).joined(separator: "\n"))")
    }
}
