import Foundation
import SwiftParser
import SwiftSyntax
import StateFixCore
import StateFixRules
import StateFixTestSupport
import Testing

/// How rule files are laid out (SwiftFormat's `CodeOrganizationTests` is the model): one rule
/// per file, named after it; every rule describes itself fully; a family's description and
/// readings live in its family file, helpers in its `Shared/` folder; no family uses another
/// family's code, no rule another rule's internals, and nothing outside the families names
/// their code.
@Suite("Code organization")
struct CodeOrganizationTests {
    static let files = RegistryTests.ruleFiles().map { file in
        (file, (try? String(contentsOf: file.path, encoding: .utf8)) ?? "")
    }

    @Test func oneRulePerFileNamedAfterIt() {
        for (file, text) in Self.files {
            let declarations = text.components(separatedBy: "\n").filter { line in
                line.hasPrefix("struct ") && (line.contains(": ProjectRule") || line.contains(": SyntaxRule"))
            }
            #expect(declarations.count == 1, "\(file.path.lastPathComponent) must declare exactly one rule")
            #expect(declarations.first?.hasPrefix("struct \(file.type): ") == true, "\(file.path.lastPathComponent) must declare \(file.type)")
            #expect(text.contains("/// `\(RuleRegistry.all.first { String(describing: $0) == file.type }?.id ?? "?")`"),
                    "\(file.type) starts with a doc comment naming its id")
        }
    }

    @Test func everyRuleDescribesItselfFully() {
        for rule in RuleRegistry.all.map({ $0.description }) {
            #expect(!rule.summary.isEmpty && !rule.source.isEmpty && rule.details.count > 80, "\(rule.id): summary, source and details")
            #expect(RuleRegistry.catalog.reading(of: rule.id)?.needles.isEmpty == false, "\(rule.id): its family's reading gives the needles that make a file worth parsing")
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id): a triggering example")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id): a non-triggering example")
            #expect(rule.corrections.allSatisfy { $0.corrected != nil }, "\(rule.id): corrections have corrected text")
            #expect(rule.isOptIn || rule.enableFlag == nil, "\(rule.id): only opt-in rules have an enable flag")
        }
    }

    /// Every Swift file of a family's folder (rules, the family file, `Shared/`).
    /// The Swift files below `folder`, sorted by path.
    static func swiftFiles(under folder: URL) -> [URL] {
        let paths = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return paths.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    static func sources(of family: RuleFamily) -> [(path: URL, text: String)] {
        swiftFiles(under: RegistryTests.rules.appendingPathComponent(family.sourceFolder))
            .map { ($0, (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
    }

    /// The type names a family's folder declares (rules, helpers, indexes; nested ones too).
    static func declaredNames(of family: RuleFamily) -> Set<String> {
        let collector = TypeNameCollector(viewMode: .sourceAccurate)
        for (_, text) in sources(of: family) { collector.walk(Parser.parse(source: text)) }
        return collector.names
    }

    /// The identifiers a source's code spells (not its comments or string literals).
    static func identifiers(in text: String) -> Set<String> {
        Set(Parser.parse(source: text).tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
    }

    /// A family is one unit of the code: no file of its folder spells a type that only another
    /// family's folder declares. A rule that runs after another family's rule names it by id; a
    /// helper two families need lives in `StateFixModel` or `StateFixCore`.
    @Test func noFamilyUsesAnotherFamilysCode() {
        let families = RuleRegistry.catalog.families.map(\.family)
        let declared = Dictionary(uniqueKeysWithValues: families.map { ($0.id, Self.declaredNames(of: $0)) })
        for family in families {
            let own = declared[family.id] ?? []
            for (path, text) in Self.sources(of: family) {
                let spelled = Self.identifiers(in: text).subtracting(own)
                for other in families where other != family {
                    for name in spelled.intersection(declared[other.id] ?? []).sorted() {
                        Issue.record("\(family.sourceFolder)/\(path.lastPathComponent) uses \(name) from \(other.sourceFolder)/")
                    }
                }
            }
        }
        #expect(declared.values.allSatisfy { $0.count >= 2 }, "the families' declarations were not read")
    }

    /// The CLI and the executables name no family's code: what a family adds to them (its
    /// rules, readings, audit section) reaches them through the registry's descriptions
    /// (`FamilyDescription.audit`, `RuleCatalog`), so that a new family touches no file outside
    /// its folder. A name some other module declares too (`Key`) does not count.
    @Test func noFamilyCodeOutsideTheFamilies() {
        let families = RuleRegistry.catalog.families.map(\.family)
        let sources = Support.root.appendingPathComponent("Sources")
        let outside = ["StateFixCore", "StateFixModel", "StateFixCLI", "statefix", "statefix-bench"].flatMap {
            Self.swiftFiles(under: sources.appendingPathComponent($0))
        }
        let collector = TypeNameCollector(viewMode: .sourceAccurate)
        for path in outside { collector.walk(Parser.parse(source: (try? String(contentsOf: path, encoding: .utf8)) ?? "")) }
        var owner: [String: String] = [:]
        for family in families {
            for name in Self.declaredNames(of: family).subtracting(collector.names) { owner[name] = family.sourceFolder }
        }
        #expect(owner["ObservationSurvey"] != nil && owner["StateAudit"] != nil, "the families' audit sections were not read")
        let clients = ["StateFixCLI", "statefix", "statefix-bench"].flatMap { Self.swiftFiles(under: sources.appendingPathComponent($0)) }
        #expect(!clients.isEmpty, "the CLI's files were not found")
        for path in clients {
            let text = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
            for name in Self.identifiers(in: text).filter({ owner[$0] != nil }).sorted() {
                Issue.record("\(path.lastPathComponent) uses \(name) from \(owner[name]!)/: reach it through the registry's family descriptions")
            }
        }
    }

    /// Each family's reading of each rule is declared once, in its family file, and every
    /// registered rule has one (the catalog checks that too, at start).
    @Test func readingsLiveInTheFamilyFile() {
        for description in RuleRegistry.catalog.families {
            let file = RegistryTests.rules.appendingPathComponent(description.family.sourceFolder)
                .appendingPathComponent(description.family.sourceFolder + "Family.swift")
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            #expect(text.contains("static let description = FamilyDescription("), "\(file.lastPathComponent) declares the family's description")
            for rule in RuleRegistry.catalog.descriptions(of: description.family) {
                #expect(description.readings.filter { $0.rule == rule.id }.count == 1, "\(rule.id): one reading in \(file.lastPathComponent)")
            }
        }
        for (file, text) in Self.files {
            #expect(!text.contains("RuleReading("), "\(file.path.lastPathComponent): a rule's reading belongs in its family file")
        }
        let registered = Set(RuleRegistry.all.map { $0.id })
        for reading in RuleRegistry.catalog.families.flatMap(\.readings) {
            #expect(registered.contains(reading.rule), "a reading of \(reading.rule), which the registry lacks: run scripts/regenerate")
        }
    }

    /// A rule may name another rule (its id, to defer to it or run after it), never its helpers.
    @Test func noRuleUsesAnotherRulesInternals() {
        let types = Self.files.map(\.0.type)
        for (file, text) in Self.files {
            for other in types where other != file.type {
                let pattern = "\\b\(other)\\.(?!id\\b)[a-zA-Z_]+"
                if let range = text.range(of: pattern, options: .regularExpression) {
                    Issue.record("\(file.path.lastPathComponent) uses \(text[range]); move shared logic into Shared/")
                }
            }
        }
    }

    /// Trigger words (the byte strings of `RuleReading`, `Trigger`, `NameFollower` and
    /// `FileFactsKind`, and the gates of `GatedVisitor` walks) are declared once: each word is a
    /// literal in one place, its home, and every other needle set refers to that constant. The
    /// scan reads the sources, not the catalog, so that a word spelled twice is found wherever
    /// it stands; the catalog's words then say whether the scan saw every kind of declaration.
    @Test func triggerWordsAreDeclaredOnce() {
        let scan = TriggerWordScan(sources: Support.root.appendingPathComponent("Sources"))
        for (word, places) in scan.words.sorted(by: { $0.key < $1.key }) where places.count > 1 {
            Issue.record("trigger word \"\(word)\" is declared \(places.count) times, at \(places.sorted().map(\.description).joined(separator: ", ")): declare it once and refer to that constant")
        }
        // Every word the running catalog uses: the readings' triggers, their followers' needles
        // and their indexes' per-file facts' needles.
        var used = Set<String>()
        func add(_ trigger: Trigger) { used.formUnion(trigger.anyOf + trigger.allOf + trigger.followedBy + trigger.alsoOneOf) }
        let readings = RuleRegistry.catalog.families.flatMap(\.readings) + [RuleCatalog.configurationReading]
        for reading in readings {
            add(reading.trigger)
            reading.selectsFilesWith.forEach(add)
            reading.looksInto.map(add)
            for follower in reading.follows { used.formUnion(follower.needles ?? []) }
            for kind in FileFactsKind.of(reading.indexes) { used.formUnion(kind.needles ?? []) }
        }
        for word in used.sorted() where scan.words[word] == nil && !scan.patterns.contains(where: { $0.matches(word) }) {
            Issue.record("the catalog's trigger word \"\(word)\" is declared nowhere the scan looks: teach TriggerWordScan that kind of declaration")
        }
        #expect(scan.rootCount >= 50, "the scan found only \(scan.rootCount) trigger declarations")
        #expect(scan.words.count >= 60, "the scan found only \(scan.words.count) trigger words")
        #expect(used.count >= 60, "the catalog gave only \(used.count) trigger words")
        #expect(!scan.patterns.isEmpty, "the scan found no word built by interpolation (ContentBuilderNameCollision's imports)")
    }
}

/// The names of every type declaration of a tree.
private final class TypeNameCollector: SyntaxVisitor {
    var names = Set<String>()

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
}

/// Where the sources declare trigger words: the string literals of the arguments that take
/// them (`needles:`, `anyOf:`, `alsoRequires:` …) and of the `static let`s named for them
/// (`needles`, `containerNeedles`), and, through every name such an expression refers to
/// (`ObservationFamily.needles`, `Self.needles`, `stateObjectWords`, `TriggerWords.forEach`),
/// the literals of the `static let`s it names, transitively. Not counted: literals in closures (a
/// word built there, `"import \(module)"`, is a pattern) and the receiver of the `map` that
/// holds one, the arguments of `subtracting` (a word taken out of a set is declared where it
/// is put in), and literals in a concatenation (`"$" + name` builds a word).
private struct TriggerWordScan {
    struct Place: Hashable, Comparable, CustomStringConvertible {
        var file: String, line: Int, column: Int
        var description: String { "\(file):\(line)" }
        static func < (lhs: Place, rhs: Place) -> Bool { (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column) }
    }

    /// A word built by interpolation: the literal text between its interpolations, in order
    /// (`["import ", ""]` for `"import \(module)"`).
    struct Pattern {
        var chunks: [String]
        func matches(_ word: String) -> Bool {
            let pattern = "^" + chunks.map(NSRegularExpression.escapedPattern(for:)).joined(separator: ".*") + "$"
            return word.range(of: pattern, options: .regularExpression) != nil
        }
    }

    static let labels: Set<String> = ["needles", "anyOf", "allOf", "followedBy", "alsoOneOf", "alsoRequires", "alsoRequiresOneOf", "needlesFollowedBy"]
    static let namedSuffixes = ["needles", "Needles"]
    /// Calls whose arguments take words out of a set.
    static let removals: Set<String> = ["subtracting", "subtract"]
    /// Calls whose receiver's elements are not the words: the closure builds them.
    static let transforms: Set<String> = ["map", "compactMap", "flatMap"]

    private(set) var words: [String: Set<Place>] = [:]
    private(set) var patterns: [Pattern] = []
    /// The declarations the scan started from (labelled arguments and named `static let`s).
    private(set) var rootCount = 0

    init(sources: URL) {
        let paths = CodeOrganizationTests.swiftFiles(under: sources).filter { !$0.path.contains("/statefix-bench/") }
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        for path in paths {
            let tree = Parser.parse(source: (try? String(contentsOf: path, encoding: .utf8)) ?? "")
            collector.file = path.path.replacingOccurrences(of: sources.deletingLastPathComponent().path + "/", with: "")
            collector.converter = SourceLocationConverter(fileName: collector.file, tree: tree)
            collector.walk(tree)
        }
        rootCount = collector.roots.count
        var pending = collector.roots
        var seen = Set<Place>()
        while let next = pending.popLast() {
            guard seen.insert(next.place).inserted else { continue }
            let reader = ExpressionReader(viewMode: .sourceAccurate)
            reader.walk(next.expression)
            for literal in reader.literals {
                words[literal.text, default: []].insert(next.converter.place(of: literal.node, in: next.file))
            }
            patterns += reader.patterns.map(Pattern.init)
            for reference in reader.references {
                pending += collector.resolve(reference, from: next.context)
            }
        }
    }

    /// An expression that declares trigger words, and where it stands.
    struct Declared {
        var expression: ExprSyntax
        /// The type path the expression is in (`ObservationFamily`, `ObservationPlan.Settings`).
        var context: [String]
        var file: String
        var converter: SourceLocationConverter
        var place: Place { converter.place(of: expression, in: file) }
    }

    /// Every `static let` with its initializer, by type path and name; and the roots.
    final class DeclarationCollector: SyntaxVisitor {
        var file = "", converter: SourceLocationConverter!
        var statics: [String: [Declared]] = [:]
        var roots: [Declared] = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.bindingSpecifier.tokenKind == .keyword(.let), node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
                return .visitChildren
            }
            let context = Self.context(of: Syntax(node))
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
                let declared = Declared(expression: value, context: context, file: file, converter: converter)
                statics[(context + [name]).joined(separator: "."), default: []].append(declared)
                if TriggerWordScan.namedSuffixes.contains(where: { name.hasSuffix($0) }) { roots.append(declared) }
            }
            return .visitChildren
        }

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if let label = node.label?.text, TriggerWordScan.labels.contains(label), node.parent?.parent?.is(FunctionCallExprSyntax.self) == true {
                roots.append(Declared(expression: node.expression, context: Self.context(of: Syntax(node)), file: file, converter: converter))
            }
            return .visitChildren
        }

        /// The names of the types around a node, outermost first (an extension by its type's name).
        static func context(of node: Syntax) -> [String] {
            var names: [String] = []
            var current = node.parent
            while let ancestor = current {
                if let type = ancestor.asProtocol(NamedDeclSyntax.self), !ancestor.is(FunctionDeclSyntax.self) && !ancestor.is(MacroDeclSyntax.self) {
                    names.insert(type.name.text, at: 0)
                } else if let ext = ancestor.as(ExtensionDeclSyntax.self) {
                    names.insert(contentsOf: ext.extendedType.trimmedDescription.split(separator: ".").map(String.init), at: 0)
                }
                current = ancestor.parent
            }
            return names
        }

        /// The `static let`s a reference names: `A.B.name` any whose type path ends in `A.B`;
        /// `name` or `Self.name` one of the types around the reference (innermost first).
        func resolve(_ reference: (qualifier: [String]?, name: String), from context: [String]) -> [Declared] {
            if let qualifier = reference.qualifier, qualifier != ["Self"] {
                let suffix = (qualifier + [reference.name]).joined(separator: ".")
                return statics.filter { $0.key == suffix || $0.key.hasSuffix("." + suffix) }.flatMap(\.value)
            }
            for depth in stride(from: context.count, through: 1, by: -1) {
                if let found = statics[(context.prefix(depth) + [reference.name]).joined(separator: ".")] { return found }
            }
            return []
        }
    }

    /// The literals, interpolations and references of one declaring expression.
    final class ExpressionReader: SyntaxVisitor {
        var literals: [(text: String, node: StringLiteralExprSyntax)] = []
        var patterns: [[String]] = []
        var references: [(qualifier: [String]?, name: String)] = []
        private var closureDepth = 0

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { closureDepth += 1; return .visitChildren }
        override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            if TriggerWordScan.removals.contains(member.declName.baseName.text) {
                walk(node.calledExpression)
                return .skipChildren
            }
            if TriggerWordScan.transforms.contains(member.declName.baseName.text) {
                walk(node.arguments)
                if let closure = node.trailingClosure { walk(closure) }
                for closure in node.additionalTrailingClosures { walk(closure) }
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            var chunks = [""]
            for segment in node.segments {
                if case .stringSegment(let text) = segment { chunks[chunks.count - 1] += text.content.text } else { chunks.append("") }
            }
            if chunks.count > 1 {
                patterns.append(chunks)
            } else if closureDepth == 0 && !(node.parent?.is(ExprListSyntax.self) ?? false) {
                literals.append((chunks[0], node))
            }
            return .skipChildren
        }

        /// `A.b` refers to `b` of `A` (and its base to whatever it names); the member's own
        /// name is not a reference of the scope.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let base = node.base else { return .skipChildren }
            if closureDepth == 0, let qualifier = Self.path(base) { references.append((qualifier, node.declName.baseName.text)) }
            walk(base)
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if closureDepth == 0 { references.append((nil, node.baseName.text)) }
            return .skipChildren
        }

        /// `A.B` as `["A", "B"]`; nil for anything but names and member reads of names.
        static func path(_ expression: ExprSyntax) -> [String]? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let path = path(base) {
                return path + [member.declName.baseName.text]
            }
            return nil
        }
    }
}

private extension SourceLocationConverter {
    func place(of node: some SyntaxProtocol, in file: String) -> TriggerWordScan.Place {
        let location = location(for: node.positionAfterSkippingLeadingTrivia)
        return TriggerWordScan.Place(file: file, line: location.line, column: location.column)
    }
}
