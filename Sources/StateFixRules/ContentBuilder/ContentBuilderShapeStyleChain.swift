import StateFixCore
import SwiftSyntax

/// `content-builder-shape-style-chain`: a ShapeStyle with modifiers passed to the non-closure
/// `background(_:)` or `overlay(_:)` (`.overlay(Color.blue.opacity(0.7).blendMode(.overlay))`).
///
/// Follows TN3211 ("ShapeStyle expressions in background and overlay"): in SDK 27 the
/// ShapeStyle-returning `opacity`/`blendMode` are disfavored like the View-accepting
/// `background`/`overlay`, so both resolutions carry one disfavored choice and tie
/// ("ambiguous use of 'opacity'"). The fix is TN3211's: the trailing-closure form, receiver and
/// values unchanged. Only what the evidence says breaks is fixed (two or more such modifiers);
/// `.opacity` on a `Color` (once or more, nothing after) resolves to `Color.opacity(_:) -> Color`
/// and is left alone;
/// a lone `.blendMode` on a `Color` and a gradient with a modifier are reported as possible.
/// A syntax rule: it looks at each call alone.
struct ContentBuilderShapeStyleChain: SyntaxRule {
    static let description = RuleDescription(
        id: "content-builder-shape-style-chain", family: .contentBuilder,
        summary: "A ShapeStyle with modifiers passed to background(_:) or overlay(_:) is ambiguous with Xcode 27's ContentBuilder.",
        source: "TN3211: ShapeStyle expressions in background and overlay",
        severity: .error,
        details: """
        `Text("Hello").overlay(Color.blue.opacity(0.7).blendMode(.overlay))` builds today: the
        ShapeStyle `overlay(_:)` and the ShapeStyle `blendMode` win over the (disfavored)
        View-accepting `overlay(_:)`. In SDK 27 the ShapeStyle `opacity(_:)`/`blendMode(_:)` are
        disfavored too, each way of resolving the call carries one disfavored choice, and the
        compiler reports `ambiguous use of 'opacity'` (or `'blendMode'`). The fix is TN3211's:
        the trailing-closure form, `.overlay { Color.blue.opacity(0.7).blendMode(.overlay) }`,
        with the receiver and values unchanged (`.overlay(_:alignment:)` becomes
        `.overlay(alignment:) { … }`).

        What is fixed, and what is not, follows the evidence (TN3211, and no field report of
        anything else):
        - two or more `opacity`/`blendMode` modifiers on a `Color` or a gradient: `error`, fixed;
        - `.opacity` on a `Color`, once or several times with nothing after: nothing
          (`Color.opacity(_:) -> Color` is concrete and wins, so the style is still a `Color`);
        - one `.blendMode` on a `Color`, or a gradient with one modifier: `warning`, reported as
          possible and not fixed (no field report either way);
        - `alignment:` given: only the View overload takes it, so the call does not tie; `note`,
          fixed to the closure form TN3211 writes;
        - the closure form, `ignoresSafeAreaEdges:`, `in:`: nothing;
        - a receiver whose type statefix cannot see (`tint.opacity(0.5).blendMode(.multiply)`
          with `let tint: Color`), an implicit member (`.red.opacity(0.3).blendMode(…)`), or a
          modifier inside `#if`: nothing, although the first breaks like TN3211's example; build
          with Xcode 27 to find those.

        The closure form does not extend into the safe area the way
        `background(_:ignoresSafeAreaEdges:)` did: the finding's note says so, and where the
        style must fill the safe area add `.ignoresSafeArea()` inside the closure.
        """,
        triggeringExamples: [
            RuleExample("""
            struct Badge: View {
                var body: some View {
                    Text("Hello").↓overlay(Color.blue.opacity(0.7).blendMode(.overlay))
                }
            }
            """, expect: [FindingSpec(.error, "ambiguous")]),
            RuleExample("""
            struct Badge: View {
                var body: some View {
                    Text("Hello").↓background(Color.red.blendMode(.multiply))
                }
            }
            """, expect: [FindingSpec(.warning, "may be ambiguous")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Card: View {
                var body: some View {
                    Text("Hello")
                        .background(Color.gray.opacity(0.2))
                        .overlay { Color.blue.opacity(0.7).blendMode(.overlay) }
                        .background(Color.black.opacity(0.3).blendMode(.multiply), ignoresSafeAreaEdges: .top)
                }
            }
            """),
        ],
        corrections: [
            RuleExample("""
            struct Badge: View {
                var body: some View {
                    Text("Hello").overlay(Color.blue.opacity(0.7).blendMode(.overlay))
                }
            }
            """, corrected: """
            struct Badge: View {
                var body: some View {
                    Text("Hello").overlay { Color.blue.opacity(0.7).blendMode(.overlay) }
                }
            }
            """),
        ]
    )

    static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

    /// The modifiers SwiftUI declares on both `View` and `ShapeStyle` with the same labels.
    static let dualModifiers: Set<String> = ["opacity", "blendMode"]
    /// Types that are both a View and a ShapeStyle and declare no `opacity` of their own.
    static let gradients: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]

    static let safeAreaNote = "the closure form does not fill the safe area as the ShapeStyle overload did; add .ignoresSafeArea() inside it where it must"

    func visit(_ node: Syntax, in context: FileContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              let name = ContentBuilderFamily.calledName(call), name == "overlay" || name == "background",
              let leftParen = call.leftParen, let rightParen = call.rightParen,
              let style = call.arguments.first, style.label == nil else { return }
        let rest = call.arguments.dropFirst()
        guard rest.count <= 1, rest.allSatisfy({ $0.label?.text == "alignment" }) else { return }
        guard let chain = Self.chain(style.expression) else { return }
        let file = context.file
        let place = Syntax(call.calledExpression.as(MemberAccessExprSyntax.self)?.declName) ?? Syntax(call.calledExpression)
        let alignment = rest.first
        let modifiers = chain.modifiers.map { "." + $0 }.joined()

        // `Color.opacity(_:) -> Color` is concrete: leading opacities on a Color leave a Color,
        // which resolves as it always did.
        let undeclared = chain.root == .color ? Array(chain.modifiers.drop { $0 == "opacity" }) : chain.modifiers
        if undeclared.isEmpty { return }
        if chain.modifiers.count == 1 {
            // One modifier the type does not declare itself: no field evidence either way.
            guard alignment == nil else { return }
            let what = chain.root == .color ? "Color\(modifiers)" : "a gradient with \(modifiers)"
            context.report(Self.finding(
                .warning, "\(name)(\(what)) may be ambiguous with Xcode 27, like TN3211's ShapeStyle chains",
                at: place, in: file, notes: [FindingNote(Self.safeAreaNote, at: style.expression, in: file)],
                noFixReason: "build with Xcode 27, and where it reports 'ambiguous use', write .\(name) { … }"))
            return
        }

        let expressionText = file.text(style.expression.trimmedRange)
        var finding: Finding
        if let alignment {
            finding = Self.finding(
                .note, "\(name)(_:alignment:) with a ShapeStyle chain: TN3211 writes .\(name)(alignment:) { … } with Xcode 27",
                at: place, in: file,
                notes: [FindingNote("only the View overload takes alignment:, so this call does not tie; the closure form is the same view", at: alignment, in: file)])
        } else {
            finding = Self.finding(
                .error, "\(name)(_:) with a ShapeStyle chain (\(modifiers)) is ambiguous with Xcode 27: the build fails",
                at: place, in: file,
                notes: [FindingNote(Self.safeAreaNote, at: style.expression, in: file)])
        }
        // An alignment that is not a plain value (`.top`, `Alignment.top`, `alignment`) may hold
        // other calls, even another `background(_:)`, whose own fix would overlap this one.
        if let alignment, !(alignment.expression.is(MemberAccessExprSyntax.self) || alignment.expression.is(DeclReferenceExprSyntax.self))
            || file.text(alignment.expression.trimmedRange).contains(where: \.isNewline) {
            finding.noFixReason = "the alignment is not a plain value; write .\(name)(alignment: …) { … } with the same style by hand"
            context.report(finding)
            return
        }
        // Bytes between the parentheses other than the expression and the alignment argument
        // would be lost: a comment there keeps the code as it is.
        if SyntaxFacts.containsComment(call.arguments) || SyntaxFacts.hasComment(leftParen.trailingTrivia)
            || SyntaxFacts.hasComment(rightParen.leadingTrivia) {
            let spelled = alignment.map { ".\(name)(alignment: \(file.text($0.expression.trimmedRange))) { … }" } ?? ".\(name) { … }"
            finding.noFixReason = "a comment sits inside the parentheses; write \(spelled) with the same style by hand"
            context.report(finding)
            return
        }
        let head = alignment.map { "(alignment: \(file.text($0.expression.trimmedRange)))" } ?? ""
        // The line breaks around the style stay where they were (a multi-line style keeps its
        // layout inside the braces); only spaces and tabs become one space.
        let lastArgument = call.arguments.last!.expression.endPositionBeforeTrailingTrivia.utf8Offset
        let open = file.text(leftParen.endPositionBeforeTrailingTrivia.utf8Offset..<style.expression.positionAfterSkippingLeadingTrivia.utf8Offset)
        let close = file.text(lastArgument..<rightParen.positionAfterSkippingLeadingTrivia.utf8Offset).filter { $0.isWhitespace }
        func spacing(_ text: String) -> String { text.contains(where: \.isNewline) ? text : " " }
        let replacement = "\(head) {\(spacing(open))\(expressionText)\(spacing(close))}"
        let range = leftParen.positionAfterSkippingLeadingTrivia.utf8Offset..<rightParen.endPositionBeforeTrailingTrivia.utf8Offset
        finding.fix = Fix(id: context.makeFixID(), summary: "passes the style in a trailing closure, .\(name)\(head) { … }\(alignment == nil ? ", which stops at the safe area (see the note)" : "")",
                          edits: [.replace(range, with: replacement, in: file)])
        context.report(finding)
    }

    enum Root { case color, gradient }

    /// The modifiers (outermost last) and root of `expression` when it is a `Color` or a
    /// gradient followed only by `opacity`/`blendMode` calls; nil otherwise.
    static func chain(_ expression: ExprSyntax) -> (root: Root, modifiers: [String])? {
        var modifiers: [String] = []
        var current = expression
        while true {
            // `(Color.red.opacity(0.3)).blendMode(…)`: parentheses change nothing.
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  dualModifiers.contains(member.declName.baseName.text) else { break }
            modifiers.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        guard !modifiers.isEmpty, let root = root(current) else { return nil }
        return (root, modifiers)
    }

    /// `Color.blue`, `SwiftUI.Color.blue`, `Color("Brand")`, `Color(red:green:blue:)`: a color;
    /// `LinearGradient(…)`: a gradient; anything else (a variable, `.blue`, `Color.blue.gradient`)
    /// is a type statefix cannot see.
    static func root(_ expression: ExprSyntax) -> Root? {
        func typeName(_ expr: ExprSyntax) -> String? {
            if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
                return member.declName.baseName.text
            }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, let name = typeName(call.calledExpression) {
            if name == "Color" { return .color }
            if gradients.contains(name) { return .gradient }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, typeName(base) == "Color",
           member.declName.baseName.text.first?.isLowercase == true, member.declName.baseName.text != "gradient" {
            return .color
        }
        return nil
    }
}
