import Foundation
import StateFixTestSupport
import SwiftParser
import SwiftSyntax

/// What a set of files (one fixture case's `before/` or `after/`) declares and mentions at
/// module level: enough to tell whether compiling it in one module with another set could
/// change either one's verdict.
///
/// One swiftc call per check is most of the compile oracle's time, so checks expected to
/// compile are type-checked many to a module (`OracleBatches`). That is sound only if no set
/// can see another's declarations: a set that fails alone (a missing type, a missing
/// conformance, an ambiguity) must not compile because a neighbour supplied the missing piece.
/// So the names here over-approximate what a set exports, and everything unusual makes it solo.
struct OracleFootprint: Equatable {
    /// Names the files declare for the whole module: file-level types, functions, variables,
    /// typealiases, macros, operators and precedence groups (not `private`/`fileprivate`, which
    /// the file keeps to itself), and for each extension the extended type's names and every
    /// name declared inside it (an extension can add members, initializers and conformances
    /// to a type that other files use without naming the member).
    var declared: Set<String> = []
    /// Every identifier and operator the files mention.
    var mentioned: Set<String> = []
    /// The `import` declarations: with upcoming features off, an import in one file makes
    /// extension members of that module visible in every file of the module.
    var imports: Set<String> = []
    /// Whether a file has `@main` (a module has at most one).
    var hasMain = false
    /// Why these files must be compiled alone, or nil when they may share a module.
    var soloReason: String?

    /// The footprint of `files` (name, text).
    init(_ files: [(name: String, text: String)]) {
        for (name, text) in files {
            if (name as NSString).lastPathComponent == "main.swift" { soloReason = "main.swift has top-level code" }
            let tree = Parser.parse(source: text)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                switch token.tokenKind {
                case .identifier(let text), .binaryOperator(let text), .prefixOperator(let text), .postfixOperator(let text):
                    mentioned.insert(Self.plain(text))
                case .dollarIdentifier(let text):
                    mentioned.insert(Self.plain(String(text.dropFirst())))
                default: break
                }
            }
            for item in tree.statements { add(item.item) }
        }
        // A typealias such as `IntegerLiteralType` changes literals in every file without
        // being mentioned there.
        if declared.contains(where: { $0.hasSuffix("LiteralType") }) { soloReason = "declares a literal type" }
    }

    /// Whether `self` and `other` may not share a module: a name both declare, a name one
    /// mentions that the other declares and it does not (its own declaration would be the one
    /// it sees), two `@main`s, different imports, or either must be alone.
    func conflicts(with other: OracleFootprint) -> Bool {
        if soloReason != nil || other.soloReason != nil || imports != other.imports || (hasMain && other.hasMain) { return true }
        if !declared.isDisjoint(with: other.declared) { return true }
        return !mentioned.subtracting(declared).isDisjoint(with: other.declared)
            || !other.mentioned.subtracting(other.declared).isDisjoint(with: declared)
    }

    private mutating func add(_ item: CodeBlockItemSyntax.Item) {
        // `#Preview { … }` expands to nothing in the stand-in; another macro may declare names.
        if let macro = item.as(MacroExpansionExprSyntax.self)?.macroName.text ?? item.as(MacroExpansionDeclSyntax.self)?.macroName.text {
            if macro != "Preview" { soloReason = "#\(macro) at file level" }
            return
        }
        guard case .decl(let decl) = item else {
            soloReason = "top-level code"
            return
        }
        if decl.is(IfConfigDeclSyntax.self) {
            // Declarations and imports in clauses: rare in fixtures, not worth reasoning about.
            soloReason = "#if at file level"
            return
        }
        if let importDecl = decl.as(ImportDeclSyntax.self) {
            if importDecl.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" }) {
                soloReason = "@_exported import"
            }
            imports.insert(importDecl.path.trimmedDescription + " " + (importDecl.importKindSpecifier?.text ?? ""))
            return
        }
        if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
           attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }) {
            hasMain = true
        }
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            for token in ext.extendedType.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { declared.insert(Self.plain(text)) }
            }
            declared.formUnion(Self.names(declaredIn: Syntax(ext.memberBlock)))
            return
        }
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers
        if modifiers?.contains(where: { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }) == true { return }
        declared.formUnion(Self.names(declaredIn: Syntax(decl), topOnly: true))
    }

    /// The names declared by `node` (`topOnly`) or by every declaration inside it.
    private static func names(declaredIn node: Syntax, topOnly: Bool = false) -> Set<String> {
        let collector = NameCollector(viewMode: .sourceAccurate)
        collector.topOnly = topOnly
        collector.walk(node)
        return collector.names
    }

    private static func plain(_ name: String) -> String { name.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }

    private final class NameCollector: SyntaxVisitor {
        var names = Set<String>()
        var topOnly = false
        private func add(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            names.insert(OracleFootprint.plain(token.text))
            return topOnly ? .skipChildren : .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { add(node.initKeyword) }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { add(node.subscriptKeyword) }
        // A variable's initializer and accessors declare nothing the module sees.
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            for token in node.pattern.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { names.insert(OracleFootprint.plain(text)) }
            }
            return .skipChildren
        }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}

/// The compile oracle's checks that are expected to compile, type-checked many to one swiftc
/// call: a case's `before/` or `after/` (a *unit*) in one world, packed with units whose
/// footprints do not conflict (`OracleFootprint`). A batch without an error passes every unit
/// in it. A batch with an error says nothing about which unit has it (an error anywhere stops
/// the SIL diagnostics, definite initialization among them, everywhere), so each of its units
/// is then checked alone, as every other check is.
final class OracleBatches: @unchecked Sendable {
    /// What the batches say of one check.
    enum Verdict: Equatable {
        /// Compiled without an error in a batch.
        case passed
        /// In a batch that had an error: check it alone.
        case batchFailed
        /// In no batch: check it alone.
        case alone
    }

    /// How a check of `OracleTests` was made, for the summary line.
    enum Kind { case batched, single, fallback }

    /// One check: files of a case in a world.
    struct Unit {
        /// `<case>-before` or `<case>-after`, for the names of its files in a batch.
        var name: String
        /// The files' paths relative to `before/` or `after/`, and the files.
        var paths: [String]
        var files: [URL]
        var world: CompileOracle.World
        var footprint: OracleFootprint
    }

    /// Units per swiftc call: small enough that the batches of both worlds keep 2 cores busy,
    /// large enough that the compiler's start-up (loading the stand-in) is paid rarely.
    static let limit = 40

    /// The batches of every case of `OracleTests`, compiled once per test process.
    static let shared = OracleBatches()

    private let lock = NSLock()
    private var verdicts: [String: Verdict]?
    private var batchCount = 0
    private var counts: [Kind: Int] = [:]
    private var finishedCases = 0

    /// The verdict for `files` in `world`; the first call compiles every batch.
    func verdict(_ files: [URL], in world: CompileOracle.World) -> Verdict {
        lock.lock()
        defer { lock.unlock() }
        if verdicts == nil { verdicts = compileAll() }
        return verdicts?[Self.key(files, world)] ?? .alone
    }

    /// Counts a check; after the last case prints the summary line.
    func count(_ kind: Kind) {
        lock.lock()
        counts[kind, default: 0] += 1
        lock.unlock()
    }

    /// Called when a case of `OracleTests` is done; after the last one prints the summary line.
    func finished(of total: Int) {
        lock.lock()
        defer { lock.unlock() }
        finishedCases += 1
        guard finishedCases == total else { return }
        let batched = counts[.batched, default: 0], single = counts[.single, default: 0], fallback = counts[.fallback, default: 0]
        print("compile oracle: \(batched + single + fallback) checks, \(batchCount + single + fallback) swiftc calls "
              + "(\(batchCount) batches covering \(batched) checks, \(single) single compiles, \(fallback) fallbacks)")
    }

    private static func key(_ files: [URL], _ world: CompileOracle.World) -> String {
        "\(world.rawValue):" + files.map(\.path).joined(separator: "|")
    }

    /// The units expected to compile: `before/` in World 1, and `before/` in World 2 and
    /// `after/` in both worlds unless `oracle.txt` says they fail.
    static func units(_ cases: [FixtureCase]) -> [Unit] {
        var units: [Unit] = []
        for fixture in cases {
            guard let check = try? OracleTests.Check(fixture) else { continue }
            func footprint(_ files: [URL]) -> OracleFootprint {
                OracleFootprint(files.map { ($0.lastPathComponent, (try? String(contentsOf: $0, encoding: .utf8)) ?? "") })
            }
            let before = footprint(check.before)
            units.append(Unit(name: "\(fixture.name)-before", paths: check.paths, files: check.before, world: .one, footprint: before))
            if check.spec.beforeWorld2 == .compiles {
                units.append(Unit(name: "\(fixture.name)-before", paths: check.paths, files: check.before, world: .two, footprint: before))
            }
            guard check.hasAfter else { continue }
            let after = footprint(check.after)
            for (world, outcome) in [(CompileOracle.World.one, check.spec.afterWorld1), (.two, check.spec.afterWorld2)] where outcome == .compiles {
                units.append(Unit(name: "\(fixture.name)-after", paths: check.paths, files: check.after, world: world, footprint: after))
            }
        }
        return units
    }

    /// Greedy packing: each unit joins the first batch that has room and holds nothing it
    /// conflicts with. Returns indices into `footprints`; units that must be alone are left out.
    static func pack(_ footprints: [OracleFootprint], limit: Int = limit) -> [[Int]] {
        // The units that conflict with the most others first (as in greedy graph colouring):
        // placed last, they would each open a batch of their own.
        let candidates = footprints.indices.filter { footprints[$0].soloReason == nil }
        let degree = Dictionary(uniqueKeysWithValues: candidates.map { index in
            (index, candidates.count { footprints[$0].conflicts(with: footprints[index]) })
        })
        var batches: [[Int]] = []
        for index in candidates.sorted(by: { (degree[$0]!, $1) > (degree[$1]!, $0) }) {
            let footprint = footprints[index]
            if let open = batches.firstIndex(where: { $0.count < limit && !$0.contains { footprints[$0].conflicts(with: footprint) } }) {
                batches[open].append(index)
            } else {
                batches.append([index])
            }
        }
        return batches
    }

    private func compileAll() -> [String: Verdict] {
        let oracle = CompileOracle.shared
        let units = Self.units(OracleTests.cases)
        var batches: [[Unit]] = []
        for world in CompileOracle.World.allCases {
            let ofWorld = units.filter { $0.world == world }
            // A batch of one is the unit's own check: leave it to the test.
            batches += Self.pack(ofWorld.map(\.footprint)).filter { $0.count > 1 }.map { $0.map { ofWorld[$0] } }
        }
        batchCount = batches.count
        var verdicts: [String: Verdict] = [:]
        let results = NSLock()
        var next = 0
        // Two at a time: the machine has two cores, and one swiftc uses one.
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while true {
                results.lock()
                let index = next
                next += 1
                results.unlock()
                guard index < batches.count else { return }
                let passed = compile(batches[index], oracle: oracle)
                results.lock()
                for unit in batches[index] { verdicts[Self.key(unit.files, unit.world)] = passed ? .passed : .batchFailed }
                results.unlock()
            }
        }
        return verdicts
    }

    /// Whether `batch` compiles without an error, with the same flags as a single check. Its
    /// files are linked into one folder under distinct names (swiftc refuses two files of one
    /// name, which names a file's private declarations); errors would name those links, but a
    /// batch's errors are never reported: its units are checked alone instead.
    private func compile(_ batch: [Unit], oracle: CompileOracle) -> Bool {
        let scratch = Support.temporaryFolder("statefix-oracle-batch")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var links: [URL] = []
        for (index, unit) in batch.enumerated() {
            for (path, file) in zip(unit.paths, unit.files) {
                let link = scratch.appendingPathComponent("\(index)-\(unit.name)-\(path.replacingOccurrences(of: "/", with: "_"))")
                try? FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
                links.append(link)
            }
        }
        guard case .success(let errors) = oracle.check(links, in: batch[0].world) else { return false }
        return errors.isEmpty
    }
}
