import StateFixCore
import SwiftSyntax
import Testing

/// Rules, families and suppression comments, without any real rule.
@Suite("Rule catalog and suppressions")
struct SelectionTests {
    static let state = RuleFamily(id: "state", sourceFolder: "State", summary: "s")
    static let observation = RuleFamily(id: "observation", sourceFolder: "Observation", summary: "s")
    static let contentBuilder = RuleFamily(id: "content-builder", sourceFolder: "ContentBuilder", summary: "s")

    struct First: Rule {
        static let description = RuleDescription(id: "state-first", family: SelectionTests.state, summary: "s", source: "s", severity: .error,
                                                 details: "d")
    }
    struct Second: Rule {
        static let description = RuleDescription(id: "state-second", family: SelectionTests.state, summary: "s", source: "s", severity: .warning,
                                                 runsAfter: ["state-first"], details: "d")
    }
    struct Third: Rule {
        static let description = RuleDescription(id: "observation-third", family: SelectionTests.observation, summary: "s", source: "s",
                                                 severity: .note, isOptIn: true,
                                                 runsAfter: ["state-second"], details: "d")
    }

    static let catalog = RuleCatalog([Third.self, First.self, Second.self], families: [
        FamilyDescription(state, readings: [RuleReading("state-first", needles: ["@State"]), RuleReading("state-second", needles: ["@State"])]),
        FamilyDescription(observation, readings: [RuleReading("observation-third", needles: ["ObservableObject"])]),
        FamilyDescription(contentBuilder, readings: []),
    ])

    @Test func passesFollowRunsAfter() {
        #expect(Self.catalog.passes.map { $0.map { $0.id } } == [["state-first"], ["state-second"], ["observation-third"]])
        #expect(Self.catalog.pass(of: "observation-third") == 2)
    }

    @Test func familyIdsStandForTheirRules() {
        #expect(Set(Self.catalog.expand("state") ?? []) == ["state-first", "state-second"])
        #expect(Self.catalog.expand("content-builder") == [], "a family without rules yet is known")
        #expect(Self.catalog.expand("state-first") == ["state-first"])
        #expect(Self.catalog.expand("statefix-config") == ["statefix-config"])
        #expect(Self.catalog.expand("stat") == nil)
        #expect(Self.catalog.defaultRuleIDs == ["state-first", "state-second"])
        if case .failure(let unknown) = Self.catalog.expand(["state", "nope"]) { #expect(unknown.name == "nope") } else { Issue.record("nope is unknown") }
    }

    @Test func suppressionCommentsTakeRuleAndFamilyIds() {
        let source = SourceFile(path: "A.swift", bytes: Array("""
        // statefix:ignore-file observation
        let a = 1 // statefix:ignore state-first
        // statefix:ignore-next-line state
        let b = 2
        // statefix:ignore-next-line
        let c = 3
        // statefix:ignore-next-line stat
        // statefix:silence
        let d = 4

        """.utf8), index: 0)
        let suppressions = Suppressions(source, catalog: Self.catalog)
        #expect(suppressions.suppresses("observation-third", onLine: 9), "ignore-file with a family id")
        #expect(suppressions.suppresses("state-first", onLine: 2) && !suppressions.suppresses("state-second", onLine: 2))
        #expect(suppressions.suppresses("state-first", onLine: 4) && suppressions.suppresses("state-second", onLine: 4))
        #expect(suppressions.suppresses("anything", onLine: 6), "no ids: every rule")
        #expect(!suppressions.suppresses("state-first", onLine: 9))
        #expect(suppressions.problems.map(\.message) == [
            "unknown rule id 'stat' in a suppression comment (did you mean 'state'?)",
            "unknown suppression 'silence' (use ignore, ignore-next-line or ignore-file)",
        ])
    }

    @Test func deploymentRequirements() {
        let old = DeploymentTarget(iOS: OSVersion("16.4"), source: "t")
        let new = DeploymentTarget(iOS: OSVersion("17"), macOS: OSVersion("13"), source: "t")
        let below = DeploymentRequirement.below(iOS: OSVersion("17")!, macOS: OSVersion("14")!)
        let atLeast = DeploymentRequirement.atLeast(iOS: OSVersion("17")!, macOS: OSVersion("14")!)
        #expect(below.isMet(by: old) && below.isMet(by: new) && !below.isMet(by: nil))
        #expect(!atLeast.isMet(by: old) && atLeast.isMet(by: new) && atLeast.isMet(by: nil))
        let watch = DeploymentRequirement.belowWatchOS(OSVersion("26")!)
        #expect(watch.isMet(by: DeploymentTarget(iOS: OSVersion("17"), watchOS: OSVersion("10"), source: "t")))
        #expect(!watch.isMet(by: new) && !watch.isMet(by: nil) && !watch.isMet(by: DeploymentTarget(watchOS: OSVersion("26"), source: "t")),
                "only a known watchOS below 26")
        let before27 = DeploymentRequirement.belowOrUnknown(iOS: OSVersion("27")!, macOS: OSVersion("27")!)
        #expect(before27.isMet(by: nil) && before27.isMet(by: old) && before27.isMet(by: DeploymentTarget(watchOS: OSVersion("26"), source: "t")),
                "every project but one known to deploy only to 27 or later")
        #expect(before27.isMet(by: DeploymentTarget(iOS: OSVersion("27"), macOS: OSVersion("26"), source: "t")))
        #expect(!before27.isMet(by: DeploymentTarget(iOS: OSVersion("27"), source: "t"))
                && !before27.isMet(by: DeploymentTarget(iOS: OSVersion("27"), macOS: OSVersion("27"), watchOS: OSVersion("9"), source: "t")))
        #expect(OSVersion("17.0") == OSVersion("17") && OSVersion("v16_4")! < OSVersion("16.10")!)
    }

    @Test func prefilterByteScan() {
        let bytes = Array("import SwiftUI\nextension Outer.`Inner` { }\nstruct Row: View {}\n".utf8)
        #expect(Prefilter.declaresOrExtendsAny(bytes, ["Inner"]))
        #expect(Prefilter.declaresOrExtendsAny(bytes, ["Outer"]))
        #expect(Prefilter.declaresOrExtendsAny(bytes, ["Row"]))
        #expect(!Prefilter.declaresOrExtendsAny(bytes, ["View"]), "a conformance is not a declaration of the name")
        #expect(!Prefilter.declaresOrExtendsAny(bytes, ["SwiftUI"]))
        #expect(Prefilter.contains(bytes, "Outer.`") && !Prefilter.contains(bytes, "Outer.Inner"))
    }

    /// The prefilter parses what the enabled rules' needles and name followers make relevant,
    /// whatever those needles are.
    @Test func prefilterFollowsTheRulesNeedlesAndNames() {
        let candidates = [
            Prefilter.Candidate(path: "Model.swift", bytes: Array("final class Library: ObservableObject {}\n".utf8), editable: true),
            Prefilter.Candidate(path: "Library+Load.swift", bytes: Array("extension Library { func load() {} }\n".utf8), editable: true),
            Prefilter.Candidate(path: "Other.swift", bytes: Array("struct Other {}\n".utf8), editable: true),
            Prefilter.Candidate(path: "Note.swift", bytes: Array("// statefix:ignore-file\n".utf8), editable: true),
        ]
        let follower = NameFollower(id: "classes", needles: []) { file in
            Set(file.tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        }
        let parsed = Prefilter.select(candidates, triggers: [Trigger(anyOf: ["ObservableObject"]), Trigger(anyOf: ["statefix:"])], followers: [follower, follower],
                                      seedEditable: false, enabled: true, jobs: 2).map(\.1.path)
        #expect(parsed == ["Model.swift", "Library+Load.swift", "Note.swift"])
        let none = Prefilter.select(candidates, triggers: [Trigger(anyOf: ["@State"])], followers: [], seedEditable: false, enabled: true, jobs: 1)
        #expect(none.isEmpty)
        let both = Prefilter.select(candidates, triggers: [Trigger(anyOf: ["class", "struct"], allOf: ["Library"])], followers: [],
                                    seedEditable: false, enabled: true, jobs: 1).map(\.1.path)
        #expect(both == ["Model.swift"], "one of the needles and every required string")
        #expect(Prefilter.select(candidates, triggers: [], followers: [], seedEditable: false, enabled: false, jobs: 1).count == 4)
    }

    /// A follower of `.mentions` brings in every file where a name it gives occurs as a whole
    /// identifier (a call that passes a label, a member read), not only its declarations.
    @Test func prefilterFollowsMentions() {
        let candidates = [
            Prefilter.Candidate(path: "Search.swift", bytes: Array("struct SearchView { @ObservedObject var model = M() }\n".utf8), editable: true),
            Prefilter.Candidate(path: "Preview.swift", bytes: Array("let v = SearchView(model: M())\n".utf8), editable: true),
            Prefilter.Candidate(path: "Inspector.swift", bytes: Array("func f(v: V) -> Int { v.model.count }\n".utf8), editable: true),
            Prefilter.Candidate(path: "Other.swift", bytes: Array("let searchViewModel = SearchViewer(models: 1)\n".utf8), editable: true),
        ]
        let names: @Sendable (SourceFile) -> Set<String> = { file in
            Prefilter.contains(file.bytes, "ObservedObject") ? ["SearchView", "model"] : []
        }
        let mentions = NameFollower(id: "callers", reach: .mentions, needles: [], names: names)
        let declarations = NameFollower(id: "owners", needles: [], names: names)
        let triggers = [Trigger(anyOf: ["ObservedObject"])]
        let followed = Prefilter.select(candidates, triggers: triggers, followers: [mentions], seedEditable: false, enabled: true, jobs: 2)
        #expect(followed.map(\.1.path) == ["Search.swift", "Preview.swift", "Inspector.swift"], "whole identifiers only")
        let declared = Prefilter.select(candidates, triggers: triggers, followers: [declarations], seedEditable: false, enabled: true, jobs: 1)
        #expect(declared.map(\.1.path) == ["Search.swift"], "a call is not a declaration")
        #expect(Prefilter.mentionsAny(Array("model".utf8), ["model"]) && !Prefilter.mentionsAny(Array("_model2".utf8), ["model"]))
        #expect(Prefilter.mentionsAny(Array("x.model)".utf8), ["model"]) && !Prefilter.mentionsAny(Array("models".utf8), ["model"]))
    }

    /// With the summaries a first selection recorded, a second one chooses the same files in
    /// the same modes, with the same syntax errors, and parses none of them; a summary that
    /// lacks a follower this run needs is not used.
    @Test func summariesChooseWhatParsingChooses() {
        let candidates = [
            Prefilter.Candidate(path: "Model.swift", bytes: Array("final class Library: ObservableObject {}\n".utf8), editable: true),
            Prefilter.Candidate(path: "Library+Load.swift", bytes: Array("extension Library { func load() {} }\n".utf8), editable: false),
            Prefilter.Candidate(path: "Broken.swift", bytes: Array("class Library2: ObservableObject { func }\n".utf8), editable: true),
            Prefilter.Candidate(path: "Swift5.swift", bytes: Array("let f: @escaping @MainActor([Int]) -> Void = { _ in } // ObservableObject\n".utf8), editable: true),
            Prefilter.Candidate(path: "Other.swift", bytes: Array("struct Other {}\n".utf8), editable: false),
        ]
        let follower = NameFollower(id: "classes", needles: []) { file in
            Set(file.tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        }
        let triggers = [Trigger(anyOf: ["ObservableObject"])]
        for seedEditable in [false, true] {
            let store = Store()
            let cold = Prefilter.select(candidates, triggers: triggers, followers: [follower], seedEditable: seedEditable, enabled: true, jobs: 2,
                                        summaries: store)
            let warm = Prefilter.select(candidates, triggers: triggers, followers: [follower], seedEditable: seedEditable, enabled: true, jobs: 2,
                                        summaries: store)
            #expect(cold.map(\.0) == warm.map(\.0) && cold.map(\.0).contains(1), "the same files, the extension followed")
            #expect(cold.map(\.1.languageMode) == warm.map(\.1.languageMode))
            #expect(cold.map { $0.1.syntaxError?.formatted } == warm.map { $0.1.syntaxError?.formatted })
            #expect(cold.contains { $0.1.syntaxError != nil } && cold.contains { $0.1.languageMode == .swift5 })
            #expect(warm.allSatisfy { !$0.1.isParsed }, "a summarized file is not parsed")
            #expect(warm.map { $0.1.tree.description } == cold.map { $0.1.tree.description }, "the lazy tree is the same tree")
            // Another follower: the summaries do not answer it, so the files are parsed again.
            let other = NameFollower(id: "structs", needles: []) { _ in [] }
            let again = Prefilter.select(candidates, triggers: triggers, followers: [follower, other], seedEditable: seedEditable, enabled: true,
                                         jobs: 1, summaries: store)
            #expect(again.allSatisfy { $0.1.isParsed })
        }
    }

    /// `followedBy` looks past blanks and comments (nested block comments too); `alsoOneOf`
    /// needs any one of its strings.
    @Test func triggersLookAtWhatFollowsANeedle() {
        let empty = Trigger(anyOf: ["{"], followedBy: ["}", "#if"], alsoOneOf: ["Group", "Stack"])
        func matches(_ text: String) -> Bool { empty.matches(Array(text.utf8)) }
        #expect(matches("Group {}"))
        #expect(matches("VStack {\n    // later\n    /* a /* nested */ comment */\n}"))
        #expect(matches("Group {\r\n#if DEBUG\r\nText(\"\")\r\n#endif\r\n}"))
        #expect(!matches("Group { Text(\"a\") }"), "a block with content")
        #expect(!matches("init() {}"), "none of the container names")
        #expect(!matches("Group { // } in a comment\n Text(\"\") }"))
        #expect(!matches("Group { /* unterminated"))
        #expect(Prefilter.occurrences(of: "ab", in: Array("abcabab".utf8)) == [2, 5, 7])
        #expect(Prefilter.occurrences(of: "aa", in: Array("aaa".utf8)) == [2, 3])
        #expect(Prefilter.contains(Array("x\u{E9}y".utf8)[...], "\u{E9}y") && !Prefilter.contains(Array("abc".utf8)[...], "abcd"))
    }

    /// A whole-word trigger ignores a needle inside a longer identifier; an edge that is no
    /// identifier byte (`.$`) needs no boundary there.
    @Test func wholeWordTriggersSkipLongerIdentifiers() {
        let words = Trigger(anyOf: ["Settings", ".$"], wholeWords: true)
        func matches(_ text: String) -> Bool { words.matches(Array(text.utf8)) }
        #expect(matches("Settings { Prefs() }") && matches("`Settings`") && matches("x.$query"))
        #expect(!matches("let s = AppSettings()") && !matches("SettingsView()") && !matches("let caf\u{E9}Settings = 1"))
        let followed = Trigger(anyOf: ["Window"], followedBy: ["("], wholeWords: true)
        #expect(followed.matches(Array("Window(\"A\", id: \"a\")".utf8)) && !followed.matches(Array("NSWindow(frame)".utf8)))
    }

    /// `func name`, `struct name` and the other named declarations, in backticks or after a
    /// comment (a wider test); not a mention, a longer name or a variable.
    @Test func namesDeclarationFollowsAKeyword() {
        func declares(_ text: String) -> Bool { Prefilter.namesDeclaration(of: "State", in: Array(text.utf8)) }
        #expect(declares("enum State {}") && declares("func  State() {}") && declares("typealias `State` = Int") && declares("struct /* x */ State {}"))
        #expect(declares("macro\n  State() = #externalMacro(module: \"M\", type: \"T\")"))
        #expect(!declares("@State var x = 1") && !declares("struct StateView {}") && !declares("let State = 1") && !declares("x.State"))
    }

    /// A transient root's nodes have the places of the tree's (a reference made from one is
    /// the tree's node) but are other nodes; inside `withTransientTree` every walk gets one
    /// root. A dropped tree parses again on use, to the same tree.
    @Test func transientAndDroppedTreesKeepTheirPlaces() {
        let file = SourceFile(path: "A.swift", bytes: Array("struct A {\n    var x = 1\n}\n".utf8), index: 0)
        func variable(_ root: SourceFileSyntax) -> VariableDeclSyntax {
            root.statements.first!.item.as(StructDeclSyntax.self)!.memberBlock.members.first!.decl.as(VariableDeclSyntax.self)!
        }
        let transient = variable(file.transientTree)
        let ref = transient.ref(in: file)
        #expect(ref.node.root.id == file.tree.id && ref.node.id == variable(file.tree).id, "the reference is the tree's node")
        #expect(transient.id != ref.node.id && transient.trimmedDescription == ref.node.trimmedDescription)
        #expect(ref.node(in: file.transientTree).trimmedDescription == "var x = 1")
        let (first, second) = (file.transientTree, file.transientTree)
        #expect(first.id != second.id, "a new root each time")
        file.withTransientTree {
            let (first, second) = (file.transientTree, file.transientTree)
            #expect(first.id == second.id, "one root inside withTransientTree")
        }
        #expect(file.parses == 1 && file.isParsed)
        file.dropTree()
        #expect(!file.isParsed)
        #expect(ref.node.trimmedDescription == "var x = 1" && file.isParsed && file.parses == 2, "parsed again on use")
    }

    /// Summaries kept in memory, merged as the cache merges them.
    final class Store: FileSummaryStore {
        var summaries: [Int: FileSummary] = [:]
        func summary(of index: Int) -> FileSummary? { summaries[index] }
        func record(_ summary: FileSummary, of index: Int) { summaries[index] = summaries[index].map { summary.merging($0) } ?? summary }
    }

    struct ClassNames: ArchivableFacts, Equatable {
        static let archiveID = "test-class-names"
        var names: [String]
    }

    /// The prefilter computes the run's per-file facts while each tree is at hand and drops
    /// the trees no rule looks into; facts and choices are those of a run that keeps them.
    @Test func prefilterDropsTheTreesNoRuleNeedsAfterTheirFacts() {
        let candidates = [
            Prefilter.Candidate(path: "Model.swift", bytes: Array("final class Library: ObservableObject {}\n".utf8), editable: true),
            Prefilter.Candidate(path: "Library+Load.swift", bytes: Array("extension Library { func load() {} }\nclass Loader {}\n".utf8), editable: true),
            Prefilter.Candidate(path: "Other.swift", bytes: Array("struct Other {}\n".utf8), editable: true),
        ]
        let follower = NameFollower(id: "classes", needles: []) { file in
            Set(file.transientTree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        }
        let kind = FileFactsKind(ClassNames.self, needles: []) { file in
            ClassNames(names: file.transientTree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        }
        let triggers = [Trigger(anyOf: ["ObservableObject"])]
        let kept = Prefilter.select(candidates, triggers: triggers, followers: [follower], seedEditable: false, enabled: true, jobs: 2, facts: [kind])
        let dropped = Prefilter.select(candidates, triggers: triggers, followers: [follower], seedEditable: false, enabled: true, jobs: 2,
                                       facts: [kind], keepsTree: { $0 == 0 })
        #expect(kept.map(\.index) == [0, 1] && dropped.map(\.index) == [0, 1])
        #expect(kept.allSatisfy(\.file.isParsed) && dropped.map(\.file.isParsed) == [true, false])
        let names = dropped.map { ($0.facts[ObjectIdentifier(ClassNames.self)] as? ClassNames)?.names }
        #expect(names == [["Library"], ["Loader"]] && names == kept.map { ($0.facts[ObjectIdentifier(ClassNames.self)] as? ClassNames)?.names })
        #expect(dropped[1].file.tree.description == kept[1].file.tree.description && dropped[1].file.parses == 2)
        // Seeded facts are the store's: they are not computed again.
        let store = FileFactsStore()
        store.seed(dropped[1].facts, of: dropped[1].file)
        let seeded = IndexCache(files: [dropped[1].file], perFile: store).facts(ClassNames.self, of: dropped[1].file) { _ in ClassNames(names: []) }
        #expect(seeded.names == ["Loader"])
    }

    /// A file no rule looks into is parsed as a skeleton: the same facts and names, an outcome
    /// that says so (an error inside a blanked body is unseen until the full tree is parsed),
    /// and a summary that does not answer a later run that looks into the file.
    @Test func prefilterParsesAFileNoRuleLooksIntoAsASkeleton() {
        let candidates = [
            Prefilter.Candidate(path: "Model.swift", bytes: Array("final class Library: ObservableObject {}\n".utf8), editable: true),
            Prefilter.Candidate(path: "Library+Load.swift", bytes: Array("""
                extension Library {
                    func load() { print(1) }
                    func broken() { let = 1 }
                }
                class Loader { func run() { print(2) } }

                """.utf8), editable: true),
        ]
        let follower = NameFollower(id: "classes", needles: ["class"]) { file in
            Set(file.transientTree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        }
        let kind = FileFactsKind(ClassNames.self, needles: []) { file in
            ClassNames(names: file.transientTree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        }
        let triggers = [Trigger(anyOf: ["ObservableObject"])]
        func select(enabled: Bool = true, followers: [NameFollower] = [follower], store: Store? = nil, keepsTree: @escaping (Int) -> Bool) -> [SourceFile] {
            Prefilter.select(candidates, triggers: triggers, followers: followers, seedEditable: false, enabled: enabled, jobs: 2,
                             summaries: store, facts: [kind], keepsTree: keepsTree).map(\.file)
        }
        let store = Store()
        let skeletal = Prefilter.select(candidates, triggers: triggers, followers: [follower], seedEditable: false, enabled: true, jobs: 2,
                                        summaries: store, facts: [kind], keepsTree: { $0 == 0 })
        let whole = Prefilter.select(candidates, triggers: triggers, followers: [follower], seedEditable: false, enabled: true, jobs: 2,
                                     facts: [kind], keepsTree: { _ in true })
        #expect(skeletal.map(\.index) == [0, 1] && skeletal.map { $0.file.outcome.skeleton } == [false, true])
        #expect(skeletal[1].facts[ObjectIdentifier(ClassNames.self)] as? ClassNames == whole[1].facts[ObjectIdentifier(ClassNames.self)] as? ClassNames)
        #expect(store.summaries[1]?.followed["classes"] == ["Loader"])
        let file = skeletal[1].file
        #expect(file.syntaxError == nil && !file.isParsed, "the error is in a blanked body; the skeleton is dropped")
        #expect(file.verifiedSyntaxError != nil && file.syntaxError != nil && !file.outcome.skeleton)
        #expect(file.tree.description == whole[1].file.tree.description)
        // A run that looks into the file parses it whole; the summary then holds the full outcome.
        let looking = select(store: store, keepsTree: { _ in true })
        #expect(looking[1].isParsed && looking[1].syntaxError != nil && store.summaries[1]?.outcome.skeleton == false)
        let again = select(store: store, keepsTree: { $0 == 0 })
        #expect(!again[1].isParsed && again[1].syntaxError != nil)
        // No skeleton without the prefilter, or when a walk reads bodies whatever they say.
        #expect(!select(enabled: false, keepsTree: { $0 == 0 })[1].outcome.skeleton)
        let unknown = NameFollower(id: "everything", needles: nil) { _ in [] }
        #expect(!select(followers: [follower, unknown], keepsTree: { $0 == 0 })[1].outcome.skeleton)
    }
}

@Suite("Parallel")
struct ParallelTests {
    /// Results are those of a serial map, in order, while threads take items and write
    /// results at once (results that own memory: a race on their storage corrupts the heap).
    @Test func mapGivesTheSerialResultsUnderContention() {
        let expected = (0..<500).map { [String(repeating: "x", count: $0 % 64)] }
        for _ in 0..<100 {
            let results = Parallel.map(500, jobs: 4, size: { $0 % 7 }) { [String(repeating: "x", count: $0 % 64)] }
            #expect(results == expected)
        }
        #expect(Parallel.map(3, jobs: 1, size: { $0 }) { $0 * 2 } == [0, 2, 4])
    }
}
