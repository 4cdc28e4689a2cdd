import StateFixCore
import StateFixModel
import SwiftSyntax

/// `content-builder-empty-block`: a SwiftUI container whose content closure is empty
/// (`Group {}`), or holds only an `#if` without `#else`, so it may be empty.
///
/// Follows TN3211 ("Empty nested builders"): with MapKit visible (it can be without
/// `import MapKit`), the empty block of the unified `ContentBuilder` builds `EmptyMapContent`,
/// which is not a View ("return type of property 'body' requires that 'EmptyMapContent'
/// conform to 'View'"; SAP cloud-sdk-ios-fiori #1768 hit it with `Group {}`). The fix writes
/// `EmptyView()` in the block, or `#else` + `EmptyView()` before the `#endif`: `EmptyView` is
/// what an empty block always built, and unlike `EmptyContent` it exists in Xcode 26's SDK.
/// A syntax rule: it looks at each call alone.
struct ContentBuilderEmptyBlock: SyntaxRule {
    static let description = RuleDescription(
        id: "content-builder-empty-block", family: .contentBuilder,
        summary: "An empty SwiftUI content block (Group {}, or only an #if without #else) builds MapKit's EmptyMapContent with Xcode 27.",
        source: "TN3211: Empty nested builders (SAP cloud-sdk-ios-fiori #1768)",
        severity: .error,
        details: """
        `Group {}` builds `EmptyView` today. Xcode 27 unifies the result builders under
        `@ContentBuilder`, and MapKit's cross-import overlay adds an empty-block overload that
        builds `EmptyMapContent`; with MapKit visible, which it can be without an
        `import MapKit` in the file, the empty block is no longer a View: `return type of
        property 'body' requires that 'EmptyMapContent' conform to 'View'` (SAP
        cloud-sdk-ios-fiori #1766/#1768, `Group {}` in an `else` branch). A content block whose
        only statement is an `#if` without `#else` is empty whenever its condition is false.

        The fix, as TN3211 writes it: `Group { EmptyView() }`, and for `#if`, an `#else` with
        `EmptyView()` before the `#endif`, at the indentation of the `#if` and of its branch and
        with the file's line ending. `EmptyView()` rather than `EmptyContent()`: the empty block
        has always built `EmptyView`, and `EmptyContent` is new in the Xcode 27 SDK, so code that
        must still build with Xcode 26 cannot name it. In a file that imports a module known to
        declare its own `EmptyView` (FinniversKit), the fix writes `SwiftUI.EmptyView()`.

        The blocks checked: the content of `Group`, the stacks and grids, `Section`, `Form`,
        `List`, `ScrollView`, `NavigationStack`/`NavigationView`, `ViewThatFits`, `ControlGroup`,
        `GroupBox` and `ForEach` (`ForEach(rows) { _ in }` too), their `header:`, `footer:` and
        `label:` closures (`Section {} footer: {}` gets two findings), and the content of the
        `overlay`, `background`, `mask`, `sheet`, `popover`, `fullScreenCover`, `safeAreaInset`
        and `contextMenu` modifiers. Not checked: `toolbar` (its content is not a View), other
        calls with closures (`.onAppear {}`, `Button {}` actions), and types of your own.

        `error` where the file imports MapKit, `warning` elsewhere (MapKit may still be visible
        through another file of the module). A block that is never empty (another statement
        next to the `#if`, an `#else`) is left alone. In an empty block that holds only a
        comment, `EmptyView()` goes on its own line above the closing brace, so the comment stays
        where it is (a block on one line with a comment is reported instead).
        """,
        triggeringExamples: [
            RuleExample("""
            import MapKit
            struct Detail: View {
                let ready: Bool
                var body: some View {
                    if ready { Text("ready") } else { ↓Group {} }
                }
            }
            """, expect: [FindingSpec(.error, "EmptyMapContent")]),
            RuleExample("""
            struct Detail: View {
                var body: some View {
                    ↓VStack {
                        #if DEBUG
                        Text("debug")
                        #endif
                    }
                }
            }
            """, expect: [FindingSpec(.warning, "#else")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Detail: View {
                var body: some View {
                    Group { EmptyView() }
                    VStack {
                        #if DEBUG
                        Text("debug")
                        #else
                        Text("release")
                        #endif
                    }
                    HStack {
                        #if DEBUG
                        Text("debug")
                        #endif
                        Spacer()
                    }
                }
            }
            """),
        ],
        corrections: [
            RuleExample("""
            struct Detail: View {
                var body: some View {
                    Group {}
                    VStack {
                        #if DEBUG
                        Text("debug")
                        #endif
                    }
                }
            }
            """, corrected: """
            struct Detail: View {
                var body: some View {
                    Group { EmptyView() }
                    VStack {
                        #if DEBUG
                        Text("debug")
                        #else
                        EmptyView()
                        #endif
                    }
                }
            }
            """),
        ]
    )

    static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]

    /// SwiftUI views whose first closure is a content builder (`ForEach`'s takes its element).
    static let containers = ContentBuilderFamily.containers
    private static let containerSet = Set(containers)

    /// A part of each container's name, for the prefilter (`Stack` stands for `VStack`,
    /// `LazyHStack`…).
    static let containerNeedles = ["Group", "Stack", "Section", "Form", "List", "ScrollView", "Navigation", "ViewThatFits", "ControlGroup",
                                   "GroupBox", "Grid", TriggerWords.forEach]

    /// View modifiers whose trailing closure is a content builder.
    static let modifiers = ContentBuilderFamily.contentModifiers
    private static let modifierSet = Set(modifiers)

    func visit(_ node: Syntax, in context: FileContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), let name = ContentBuilderFamily.calledName(call) else { return }
        let closures: [(label: TokenSyntax?, closure: ClosureExprSyntax)]
        if Self.containerSet.contains(name), Self.isSwiftUIName(call.calledExpression) {
            closures = Self.builderClosures(call, labels: Self.containerLabels)
        } else if Self.modifierSet.contains(name), call.calledExpression.is(MemberAccessExprSyntax.self) {
            closures = Self.builderClosures(call, labels: ["content"])
        } else { return }
        let nameToken = Syntax(call.calledExpression.as(MemberAccessExprSyntax.self)?.declName) ?? Syntax(call.calledExpression)
        for (label, closure) in closures where closure.signature?.returnClause == nil {
            check(closure, spelled: label.map { "\(name) … \($0.text):" } ?? name, at: label.map(Syntax.init) ?? nameToken, in: context)
        }
    }

    /// Brings in the files that declare an `EmptyView` of the module's own (which the fix's
    /// `EmptyView()` would name instead of SwiftUI's), for the files where the rule looks.
    static let emptyViewFollower: NameFollower = WrittenNames.follower(id: "content-builder-empty-view", names: ["EmptyView"]) { file in
        ContentBuilderFamily.description.reading(of: id).trigger.matches(file.bytes)
    }

    /// Reports (and fixes) one builder closure that is empty, or holds only an `#if` without
    /// `#else`.
    private func check(_ closure: ClosureExprSyntax, spelled name: String, at place: Syntax, in context: FileContext) {
        let file = context.file
        let imports = ContentBuilderFamily.importedModules(of: file)
        let severity: Severity = imports.contains("MapKit") ? .error : .warning
        // SwiftUI's, where an import (FinniversKit) or a declaration of the module names its own.
        let shadowed = KnownCollision.entries(for: imports).contains { $0.name == "EmptyView" }
            || WrittenNames(context.index(TypeIndex.self, for: Self.self)).isShadowed("EmptyView", at: Declarations.owner(of: Syntax(closure)))
        let emptyView = shadowed ? "SwiftUI.EmptyView()" : "EmptyView()"
        // MapKit's names reach a file that does not import it when the module imports it
        // elsewhere. The note is about the file's imports, so it sits at its first token (an
        // import, usually): the same note under every finding of the file, which reports print once.
        let top = place.root.firstToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
        let why = imports.contains("MapKit") ? [] : [FindingNote("this file does not import MapKit, but the ambiguity comes wherever another file of the module or a dependency does", file: file.index, offset: top)]

        if closure.statements.isEmpty {
            var finding = Self.finding(
                severity, "Empty \(name) \(closure.signature == nil ? "{}" : "{ … in }") builds MapKit's EmptyMapContent with Xcode 27, not a View",
                at: place, in: file, notes: why)
            // The block starts after `{`, or after `in` when the closure takes parameters (`ForEach(rows) { _ in }`).
            let opening = closure.signature?.inKeyword ?? closure.leftBrace
            if SyntaxFacts.hasComment(opening.trailingTrivia) || SyntaxFacts.hasComment(closure.rightBrace.leadingTrivia) {
                // Comments stay where they are: the new line goes just above the closing brace.
                let brace = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
                guard LineLayout.startsLine(closure.rightBrace, in: file) else {
                    finding.noFixReason = "a comment shares the block's line; write \(emptyView) in it by hand"
                    context.report(finding)
                    return
                }
                let lineStart = file.lineStart(brace)
                let outer = file.indentation(ofLineAt: brace)
                let previous = file.indentation(ofLineAt: file.previousLineStart(lineStart))
                let indent = previous.count > outer.count ? previous : outer + SyntaxFacts.indentUnit(outer)
                finding.fix = Fix(id: context.makeFixID(), summary: "writes \(emptyView) in the block, below its comment",
                                  edits: [.insert(indent + emptyView + file.lineEnding(at: file.previousLineStart(lineStart)), at: lineStart, in: file)])
                context.report(finding)
                return
            }
            let inner = opening.endPositionBeforeTrailingTrivia.utf8Offset..<closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let sameLine = file.location(of: inner.lowerBound).line == file.location(of: inner.upperBound).line
            let replacement: String
            if sameLine {
                replacement = " \(emptyView) "
            } else {
                let outer = file.indentation(ofLineAt: closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
                let eol = file.lineEnding(at: inner.lowerBound)
                replacement = eol + outer + SyntaxFacts.indentUnit(outer) + emptyView + eol + outer
            }
            finding.fix = Fix(id: context.makeFixID(), summary: "writes \(emptyView) in the block", edits: [.replace(inner, with: replacement, in: file)])
            context.report(finding)
            return
        }

        guard closure.statements.count == 1, let ifConfig = closure.statements.first?.item.as(IfConfigDeclSyntax.self),
              !ifConfig.clauses.contains(where: { $0.poundKeyword.tokenKind == .poundElse }) else { return }
        var finding = Self.finding(
            severity, "\(name) { #if … #endif } can be empty, which Xcode 27 builds as MapKit's EmptyMapContent",
            at: place, in: file, notes: why)
        let endif = ifConfig.poundEndif
        // A clause with nothing in it is empty whatever `#else` adds.
        if ifConfig.clauses.contains(where: { clause in clause.elements.map { Syntax($0).firstToken(viewMode: .sourceAccurate) == nil } ?? true }) {
            finding.noFixReason = "a branch of the #if is empty too; write \(emptyView) in each empty branch and in a new '#else'"
            context.report(finding)
            return
        }
        guard LineLayout.startsLine(endif, in: file), LineLayout.startsLine(ifConfig, in: file) else {
            finding.noFixReason = "the #endif shares a line with other code; add '#else' and \(emptyView) before it by hand"
            context.report(finding)
            return
        }
        let ifIndent = file.indentation(ofLineAt: ifConfig.positionAfterSkippingLeadingTrivia.utf8Offset)
        let branchIndent: String
        if let first = ifConfig.clauses.last?.elements.map({ Syntax($0) })?.firstToken(viewMode: .sourceAccurate),
           LineLayout.startsLine(first, in: file) {
            branchIndent = file.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia.utf8Offset)
        } else {
            branchIndent = ifIndent
        }
        let endifOffset = endif.positionAfterSkippingLeadingTrivia.utf8Offset
        let eol = file.lineEnding(at: endifOffset)
        let lineStart = file.lineStart(endifOffset)
        finding.fix = Fix(id: context.makeFixID(), summary: "adds '#else' with \(emptyView) before the #endif",
                          edits: [.insert(ifIndent + "#else" + eol + branchIndent + emptyView + eol, at: lineStart, in: file)])
        context.report(finding)
    }

    /// True for `Group` and `SwiftUI.Group`, not `Other.Group` or `model.Group`.
    static func isSwiftUIName(_ callee: ExprSyntax) -> Bool {
        if callee.is(DeclReferenceExprSyntax.self) { return true }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        }
        return false
    }

    /// The labels of a container's builder closures besides its content.
    static let containerLabels: Set<String> = ["content", "header", "footer", "label"]

    /// The builder closures of `call`: the first trailing closure (the content) when no
    /// argument is a closure, the additional trailing closures and closure arguments whose
    /// label is in `labels` (nil label: the content).
    /// The needle's context in the bytes (for the prefilter and the walk): the `{` (or the
    /// `{` before ` in`) may open a closure this rule checks, a trailing closure of a call
    /// named like a container or modifier (`Group {`, `VStack(spacing: 0) {`, `.overlay {`) or
    /// a closure after one of the labels (`header: {`, `} footer: {`). It says false only where
    /// it is sure: after `=`, `(`, `,`, `[`, `{`, `;`, a `)` that closes a call of another
    /// name (`init() {}`, `func f() {}`), or a word that is no such name (`else {}`, `struct S {}`).
    /// A string, a comment or an unusual shape nearby makes it say true.
    static let blockContext = NeedleContext(id: "content-builder-empty-block") { bytes, offset in
        var brace = offset
        if bytes[offset] != UInt8(ascii: "{") {
            // ` in`: the closure's `{` is before its parameters.
            var depth = 0
            var i = offset - 1
            while true {
                guard i >= 0, offset - i < 400 else { return true }
                let byte = bytes[i]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "}") { return true }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth += 1 }
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth -= 1; if depth < 0 { return true } }
                if byte == UInt8(ascii: "{") && depth == 0 { brace = i; break }
                i -= 1
            }
        }
        return mayOpenCheckedClosure(bytes, brace: brace)
    }

    /// See `blockContext`: whether the `{` at `brace` may open a closure this rule checks.
    static func mayOpenCheckedClosure(_ bytes: [UInt8], brace: Int) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        /// The last significant byte before `end`, or nil when a comment may be in between.
        func previous(_ end: Int) -> Int? {
            var i = end - 1
            var crossedLine = false
            while i >= 0, [32, 9, 10, 13].contains(bytes[i]) {
                if bytes[i] == 10 || bytes[i] == 13 { crossedLine = true }
                i -= 1
            }
            guard i >= 0, bytes[i] != UInt8(ascii: "/") else { return nil }
            if crossedLine {
                // The line it ends may end in a `//` comment.
                var start = i
                while start > 0, bytes[start - 1] != 10, bytes[start - 1] != 13 { start -= 1 }
                if bytes[start...i].contains(UInt8(ascii: "/")) { return nil }
            }
            return i
        }
        /// The word that ends at `last`.
        func word(endingAt last: Int) -> String {
            var start = last
            while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
            return String(decoding: bytes[start...last], as: UTF8.self)
        }
        guard let p = previous(brace) else { return true }
        let byte = bytes[p]
        if isWordByte(byte) { return callNames.contains(word(endingAt: p)) }
        switch byte {
        case UInt8(ascii: ":"):
            guard let q = previous(p) else { return true }
            return isWordByte(bytes[q]) ? containerLabels.contains(word(endingAt: q)) : false
        case UInt8(ascii: ")"):
            // The call's arguments: back to their `(` (a string or comment inside: unsure).
            var depth = 0
            var i = p
            while i >= 0 {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "/") { return true }
                if b == UInt8(ascii: ")") { depth += 1 }
                if b == UInt8(ascii: "(") { depth -= 1; if depth == 0 { break } }
                i -= 1
            }
            guard i > 0, let q = previous(i) else { return true }
            return isWordByte(bytes[q]) ? callNames.contains(word(endingAt: q)) : true
        case UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ";"):
            return false
        default:
            return true
        }
    }

    /// The names whose calls' closures are checked (containers and modifiers).
    static let callNames: Set<String> = Set(ContentBuilderFamily.containers + ContentBuilderFamily.contentModifiers)

    static func builderClosures(_ call: FunctionCallExprSyntax, labels: Set<String>) -> [(label: TokenSyntax?, closure: ClosureExprSyntax)] {
        var result: [(TokenSyntax?, ClosureExprSyntax)] = []
        for argument in call.arguments {
            guard let label = argument.label, labels.contains(label.text), let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
            result.append((label.text == "content" ? nil : label, closure))
        }
        if let trailing = call.trailingClosure, !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) {
            result.append((nil, trailing))
        }
        for extra in call.additionalTrailingClosures where labels.contains(extra.label.text) {
            result.append((extra.label, extra.closure))
        }
        return result
    }
}
