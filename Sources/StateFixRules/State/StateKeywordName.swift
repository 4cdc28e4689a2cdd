import StateFixCore
import StateFixModel
import SwiftParser
import SwiftSyntax

/// `state-keyword-name`: a `@State` property whose name is written in backticks
/// (`` @State var `where`: String? ``).
///
/// Follows the field report realm/realm-swift #8828 (Xcode 27 beta 1): the `@State` macro's
/// peers (`_x`, `__x`, `$x`) are spelled from the name as written, backticks included, and the
/// expansion fails ("consecutive declarations on a line must be separated by ';'", "'$' is not
/// an identifier"). A keyword (`where`, `default`) needs the backticks: report only, since
/// renaming changes every use. Around an ordinary name the backticks mean nothing, so the fix
/// removes them from the declaration (uses may keep theirs). A syntax rule: it looks at each
/// declaration alone.
struct StateKeywordName: SyntaxRule {
    static let description = RuleDescription(
        id: "state-keyword-name", family: .state,
        summary: "A @State property's name is written in backticks, which the Xcode 27 @State macro cannot expand.",
        source: "Field report realm/realm-swift #8828 (Xcode 27 @State macro on `where`)",
        severity: .error,
        details: """
        `` @State var `where`: String? `` builds today; with Xcode 27 the `@State` macro spells its
        peers (`_where`, `__where`, `$where`) from the name as written, backticks included, and the
        expansion fails ("consecutive declarations on a line must be separated by ';'", "'$' is not
        an identifier"; realm/realm-swift #8828). A keyword (`where`, `default`, `in`) needs the
        backticks: `error`, report only (rename the property, for example `whereClause`, which
        changes every use). Around an ordinary name (`` `title` ``) the backticks mean nothing:
        `warning` (the field report is about a keyword; the compile oracle's macro fails the same
        way), and the fix removes them from the declaration, which changes nothing else (uses may
        keep theirs).
        """,
        triggeringExamples: [
            RuleExample("""
            struct Results: View {
                @State var ↓`where`: String? = nil
                @State private var ↓`default` = 0
                var body: some View { Text("") }
            }
            """, expect: [FindingSpec(.error, "cannot expand"), FindingSpec(.error, "rename")]),
            RuleExample("""
            struct Results: View {
                @State var ↓`title` = ""
                var body: some View { Text(title) }
            }
            """, expect: [FindingSpec(.warning, "removes the backticks")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Results: View {
                @State var title = ""
                var `where`: String? = nil
                @StateObject var `default` = Model()
                var body: some View { Text("") }
            }
            """),
        ],
        corrections: [
            RuleExample("""
            struct Results: View {
                @State private var `title` = ""
                var body: some View { Text(`title`) }
            }
            """, corrected: """
            struct Results: View {
                @State private var title = ""
                var body: some View { Text(`title`) }
            }
            """),
        ]
    )

    static let visitedKinds: Set<SyntaxKind> = [.variableDecl]

    /// Words that are keywords wherever an identifier may stand, so a property can only take
    /// them in backticks (The Swift Programming Language, "Keywords and Punctuation").
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    func visit(_ node: Syntax, in context: FileContext) {
        guard let variable = node.as(VariableDeclSyntax.self),
              Declarations.attributeNodes(variable.attributes).contains(where: { StateAttribute.matches($0.writtenName) }) else { return }
        for binding in variable.bindings {
            for token in Declarations.boundNames(binding.pattern) where token.text.hasPrefix("`") {
                let name = Identifiers.unescaped(token.text)
                if Self.reservedWords.contains(name) || !Self.isPlainIdentifier(name) {
                    context.report(Self.finding(
                        .error, "@State '\(name)' is a keyword in backticks, which Xcode 27's @State macro cannot expand",
                        at: token, in: context.file, noFixReason: "rename the property (for example '\(name)Value') and its uses"))
                    continue
                }
                var finding = Self.finding(
                    .warning, "@State '\(name)' is in backticks, which Xcode 27's @State macro likely cannot expand",
                    at: token, in: context.file)
                finding.fix = Fix(id: context.makeFixID(), summary: "removes the backticks from the declaration (they mean nothing around '\(name)')",
                                  edits: [.replace(token, with: name, in: context.file)])
                context.report(finding)
            }
        }
    }

    /// True when `name` is an identifier without backticks in a declaration (`let name = 0`
    /// parses with `name` as a plain identifier): no keyword, contextual or not, that the
    /// backticks might be protecting.
    static func isPlainIdentifier(_ name: String) -> Bool {
        let tree = Parser.parse(source: "let \(name) = 0\nlet _ = \(name)\n")
        guard !tree.hasError, let variable = tree.statements.first?.item.as(VariableDeclSyntax.self),
              let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self),
              case .identifier(let text) = pattern.identifier.tokenKind else { return false }
        return text == name
    }
}
