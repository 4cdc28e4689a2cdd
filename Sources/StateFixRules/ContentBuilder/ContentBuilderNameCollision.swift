import StateFixCore
import StateFixModel
import SwiftSyntax

/// `content-builder-name-collision`: an unqualified name that another imported module and
/// SwiftUI's SDK 27 both declare (`Document` with `import Markdown`).
///
/// Follows TN3211 ("Types or members that collide across modules") and the field reports in
/// `xcode27-field-breaks.md` §2A/§2B/C2: SDK 27 adds `SwiftUI.Document` (swift-markdown's
/// `Document` is then "ambiguous for type lookup in this context", Esri #1484) and
/// `SwiftUI.AnyNavigationTransition`. The table of known collisions is `KnownCollision.all`,
/// one line per name. Where the table says so, unqualified uses are rewritten to the module's
/// spelling (`Markdown.Document`, MarkdownView PR #151); the others are reported with what to
/// write. A project rule: a declaration of the same name anywhere in the files given shadows
/// both imports, and then nothing is reported.
struct ContentBuilderNameCollision: ProjectRule {
    static let description = RuleDescription(
        id: "content-builder-name-collision", family: .contentBuilder,
        summary: "An unqualified name that an imported module and Xcode 27's SwiftUI both declare (Document with swift-markdown) is ambiguous.",
        source: "TN3211: Types or members that collide across modules; Esri arcgis-maps-sdk-swift-toolkit #1484",
        severity: .error,
        details: """
        SDK 27 adds names to SwiftUI that other modules already declare. In a file that imports
        both SwiftUI and the other module, the unqualified name becomes ambiguous: swift-markdown's
        `Document` fails with `'Document' is ambiguous for type lookup in this context` (Esri
        arcgis-maps-sdk-swift-toolkit #1484; LiYanan2004/MarkdownView #151 qualified five uses).
        SwiftUI's names also reach files of the module that import only the other module:
        MarkdownView #151 qualified type positions in two such files, so statefix fixes those
        too, as a `warning` (it cannot see whether another file of the module imports SwiftUI).
        An unqualified call (`Document(parsing:)`) still resolves, because a protocol cannot be
        called; qualifying it keeps it unambiguous, so it is part of the fix, a `warning` alone,
        and not reported in a file without `import SwiftUI` (MarkdownView left one there).

        Known collisions (a new one is one line in `KnownCollision.all`):
        - `Markdown.Document` (swift-markdown): unqualified uses in type positions, initializer
          calls, `is`/`as` casts and generic arguments are rewritten to `Markdown.Document`;
        - `AnyNavigationTransition` (swiftui-navigation-transitions): reported; version 0.18.0
          renamed it `CustomNavigationTransition` (#172, #175);
        - `EmptyView` (FinniversKit): reported; write `SwiftUI.EmptyView` in SwiftUI content.

        A declaration of the same name in the files given (`struct Document`, a `typealias`)
        shadows both imports, so nothing is reported. TN3211's general case, a type of your own
        module named like a SwiftUI type (`Color`), is not detected yet: where Xcode 27 reports
        `ambiguous use`, write `SwiftUI.Color`.
        """,
        triggeringExamples: [
            RuleExample("""
            import Markdown
            import SwiftUI

            struct Headings: MarkupVisitor {
                mutating func visitDocument(_ document: ↓Document) -> Int { document.childCount }
            }
            """, expect: [FindingSpec(.error, "Markdown.Document")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            import Markdown
            import SwiftUI

            struct Document {}
            func open(_ document: Document) {}
            """),
            RuleExample("""
            import Markdown

            let document = Document(parsing: "# Title")
            """),
        ],
        corrections: [
            RuleExample("""
            import Markdown
            import SwiftUI

            func render(_ markup: Markup) -> Bool {
                markup is Document
            }
            """, corrected: """
            import Markdown
            import SwiftUI

            func render(_ markup: Markup) -> Bool {
                markup is Markdown.Document
            }
            """),
        ]
    )

    /// In a file that imports a module of the table, its colliding names: files declaring
    /// them are parsed too (a declaration shadows the imports).
    /// `import Markdown`, … for each module of the table.
    static let needles = KnownCollision.all.map { "import \($0.module)" }

    // It reads only the imports, outside every body.
    static let follower = NameFollower(id: "content-builder-collisions", needles: []) { file in
        // As `check`: only where the rule's needle occurs.
        guard needles.contains(where: { Prefilter.contains(file.bytes, $0) }) else { return [] }
        let imports = ContentBuilderFamily.importedModules(of: file)
        return Set(KnownCollision.entries(for: imports).map(\.name))
    }

    func check(_ context: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        let declared = context.index(TypeIndex.self).fileLevelNames
        // Where its needle (`import Markdown`…) does not occur, the rule does not look: it reports
        // the same files with and without the prefilter, and parses no other.
        for file in context.files where context.reports(in: file.index) && ContentBuilderFamily.description.reading(of: Self.id).trigger.matches(file.bytes) {
            let imports = ContentBuilderFamily.importedModules(of: file)
            let importsSwiftUI = imports.contains("SwiftUI")
            let entries = KnownCollision.entries(for: imports).filter { !declared.contains($0.name) && (importsSwiftUI || $0.fix) }
            guard !entries.isEmpty else { continue }
            let finder = UnqualifiedUseFinder(names: Set(entries.map(\.name)))
            finder.walk(file.tree)
            // One finding per name and file: its first use, the others as notes, one fix.
            for entry in entries {
                let uses = finder.uses.filter { $0.token.text == entry.name }
                let typeUses = uses.filter(\.isType)
                // Without `import SwiftUI` in the file, SwiftUI's names still reach it from the
                // module's other files: MarkdownView #151 qualified type positions in files that
                // import only Markdown, and left calls there alone (a protocol cannot be called).
                guard let first = (typeUses.first ?? uses.first)?.token, importsSwiftUI || !typeUses.isEmpty else { continue }
                let count = uses.count == 1 ? "" : " (\(uses.count) uses)"
                let notes = [FindingNote(entry.evidence, at: first, in: file)]
                    + uses.map(\.token).filter { $0.id != first.id }.map { FindingNote("also here", at: $0, in: file) }
                guard entry.fix else {
                    findings.append(Self.finding(
                        .error, "'\(entry.name)' is ambiguous with Xcode 27's SwiftUI.\(entry.name)\(count)",
                        at: first, in: file, notes: notes,
                        noFixReason: "write \(entry.qualified) where the code means it (statefix cannot tell which each use means)"))
                    continue
                }
                let severity: Severity
                let headline: String
                if !importsSwiftUI {
                    severity = .warning
                    headline = "'\(entry.name)' is ambiguous with Xcode 27's SwiftUI.\(entry.name), imported by other files\(count)"
                } else if typeUses.isEmpty {
                    severity = .warning
                    headline = "'\(entry.name)(…)' still resolves next to Xcode 27's SwiftUI.\(entry.name)\(count); \(entry.qualified) keeps it unambiguous"
                } else {
                    severity = .error
                    headline = "'\(entry.name)' is ambiguous with Xcode 27's SwiftUI.\(entry.name)\(count)"
                }
                var finding = Self.finding(severity, headline, at: first, in: file, notes: notes)
                finding.fix = Fix(id: context.makeFixID(), summary: "writes \(entry.qualified)\(uses.count == 1 ? "" : " at each use")",
                                  edits: uses.map { .replace($0.token, with: entry.qualified, in: file) })
                findings.append(finding)
            }
        }
        return findings
    }
}

/// Unqualified uses of `names` as types (`Document`, `[Document]`, `as? Document`,
/// `Array<Document>`) and as called or referenced values (`Document(parsing:)`,
/// `Document.self`); not member names (`x.Document`), qualified uses (`Markdown.Document`),
/// imports, or a generic parameter of the same name in scope.
private final class UnqualifiedUseFinder: SyntaxVisitor {
    let names: Set<String>
    /// Each use, and whether it is a type (`Document`, `as? Document`) rather than a value
    /// (`Document(parsing:)`, `Document.self`).
    var uses: [(token: TokenSyntax, isType: Bool)] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.name.text), !Self.isGenericParameter(node.name.text, around: Syntax(node)) { uses.append((node.name, true)) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard names.contains(node.baseName.text), node.argumentNames == nil else { return .visitChildren }
        // Only a value that is the type itself: called, or the base of `.self`/a static member.
        let parent = node.parent
        let isCalled = parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        let isBase = parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
        if (isCalled || isBase), !Self.isGenericParameter(node.baseName.text, around: Syntax(node)) { uses.append((node.baseName, false)) }
        return .visitChildren
    }

    /// True when a declaration around `node` has a generic parameter named `name`.
    static func isGenericParameter(_ name: String, around node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let clause = syntax.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause,
               clause.parameters.contains(where: { $0.name.text == name }) { return true }
            current = syntax.parent
        }
        return false
    }
}
