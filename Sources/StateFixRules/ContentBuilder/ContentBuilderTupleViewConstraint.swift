import StateFixCore
import StateFixModel
import SwiftSyntax

/// `content-builder-tuple-view-constraint`: `TupleView<(A, B)>` named where a builder's
/// result must match it: in a generic `where` clause (`where Content == VStack<TupleView<(Text,
/// Text)>>`) or as the declared type of a `@ViewBuilder` function or property.
///
/// Follows TN3211 ("TupleView in generic constraints"): Xcode 27's builder makes
/// `TupleContent<Text, Text>` from a block of two views, which no longer matches `TupleView`
/// ("cannot convert value of type 'VStack<TupleContent<Text, Text>>' to expected argument type
/// 'VStack<TupleView<(Text, Text)>>'"). With a deployment target of 27 or later the fix writes
/// TN3211's spelling, `TupleContent<A, B>` (a parameter pack, no tuple; element spellings
/// kept). Below 27 `TupleContent` is not available: the fix builds `TupleView((…))` explicitly
/// where the builder is in the same declaration and the rewrite is mechanical; otherwise it
/// reports TN3211's two ways out.
/// A syntax rule.
struct ContentBuilderTupleViewConstraint: SyntaxRule {
    static let description = RuleDescription(
        id: "content-builder-tuple-view-constraint", family: .contentBuilder,
        summary: "TupleView<(…)> in a generic constraint or a @ViewBuilder's type no longer matches what Xcode 27's builder makes (TupleContent).",
        source: "TN3211: TupleView in generic constraints",
        severity: .error,
        details: """
        A block of several views builds `TupleView<(A, B)>` today and `TupleContent<A, B>` with
        Xcode 27, so code that names `TupleView` where a builder's result must match it stops
        building: `cannot convert value of type 'VStack<TupleContent<Text, Text>>' to expected
        argument type 'VStack<TupleView<(Text, Text)>>'` (TN3211). statefix looks in generic
        `where` clauses and in the declared type of `@ViewBuilder` functions and properties.

        - Deployment target iOS 27 / macOS 27 or later: the fix writes `TupleContent<A, B>`,
          TN3211's parameter-pack spelling, with each element as written (`Text?` stays `Text?`).
        - Below 27 (or unknown), `TupleContent` is not available. TN3211 gives two ways out:
          constrain to `some View` (or a generic `Content: View`), or build the tuple
          explicitly in the builder, `VStack { TupleView((Text(a), Text(b))) }`, which Xcode 26
          and 27 both accept. statefix writes the second where it is mechanical: the `where`
          clause names `Container<TupleView<(A, B)>>`, and every `Container { … }` closure in
          the initializers of the same declaration holds exactly one plain call per element,
          in order (`Text(title)` for `Text`), one per line or all on one line, with no
          comments. Otherwise (an optional element, a modifier, an `if`, a builder elsewhere)
          it reports with both ways out; the first changes the declaration's API, so statefix
          never writes it.

        An explicit `TupleView((…))` value (`let row: TupleView<(A, B)> = TupleView((a, b))`)
        keeps building, and is not reported; nor is a declaration whose builders all build
        `TupleView((…))` already. A `typealias` of a `TupleView` used in a constraint is not
        followed. A `TupleView` nested in another is reported with it, in one spelling
        (`TupleContent<Text, TupleContent<Text, Text>>`). Not modelled: the watchOS back-deployment error
        `Conformance of 'TupleContent<…>' to 'View' is only available in watchOS 26.0 or newer`
        (statefix does not read watchOS deployment targets).
        """,
        triggeringExamples: [
            RuleExample("""
            extension CardView where Content == VStack<↓TupleView<(Text, Text)>> {
                init(title: String, subtitle: String) { self.init(content: VStack { Text(title).bold(); Text(subtitle) }) }
            }
            """, expect: [FindingSpec(.error, "TupleContent")]),
            RuleExample("""
            extension CardView where Content == VStack<↓TupleView<(Text, Text?)>> {}
            """, expect: [FindingSpec(.error, "TupleContent<Text, Text?>")], configuration: ExampleConfiguration(minIOS: "27.0")),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            extension CardView where Content == VStack<TupleContent<Text, Text>> {}
            let row: TupleView<(Text, Text)> = TupleView((Text("a"), Text("b")))
            """, configuration: ExampleConfiguration(minIOS: "27.0")),
        ],
        corrections: [
            RuleExample("""
            extension CardView where Content == VStack<TupleView<(Text, Text)>> {
                init(title: String, subtitle: String) { self.init(content: VStack { Text(title); Text(subtitle) }) }
            }
            """, corrected: """
            extension CardView where Content == VStack<TupleView<(Text, Text)>> {
                init(title: String, subtitle: String) { self.init(content: VStack { TupleView((Text(title), Text(subtitle))) }) }
            }
            """),
            RuleExample("""
            extension CardView where Content == VStack<TupleView<(Text, Optional<Image>)>> {}
            """, corrected: """
            extension CardView where Content == VStack<TupleContent<Text, Optional<Image>>> {}
            """, configuration: ExampleConfiguration(minIOS: "27.0")),
        ]
    )

    static let visitedKinds: Set<SyntaxKind> = [.identifierType, .memberType]

    func visit(_ node: Syntax, in context: FileContext) {
        let arguments: GenericArgumentClauseSyntax?
        if let type = node.as(IdentifierTypeSyntax.self), type.name.text == "TupleView" {
            arguments = type.genericArgumentClause
        } else if let type = node.as(MemberTypeSyntax.self), type.name.text == "TupleView",
                  type.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI" {
            arguments = type.genericArgumentClause
        } else { return }
        guard let arguments, arguments.arguments.count == 1, let argument = arguments.arguments.first,
              case .type(let argumentType) = argument.argument, let tuple = argumentType.as(TupleTypeSyntax.self),
              tuple.elements.count >= 2, !Self.isInsideAnotherTupleView(node), let place = Self.place(of: node) else { return }
        let file = context.file
        // A TupleView inside this one is reported with it: one spelling for the whole type.
        let spelling = Self.tupleContentSpelling(tuple, in: file)
        if ContentBuilderFamily.deploysOnlyTo27OrLater(context.deploymentTarget) {
            var finding = Self.finding(
                .error, "TupleView<(…)> in \(place) no longer matches Xcode 27's builder, which makes TupleContent",
                at: node, in: file)
            if tuple.elements.contains(where: { $0.firstName != nil || $0.ellipsis != nil || $0.inoutKeyword != nil })
                || SyntaxFacts.containsComment(arguments) {
                finding.noFixReason = "the tuple has labels or comments; write \(spelling) by hand"
            } else {
                finding.fix = Fix(id: context.makeFixID(), summary: "writes \(spelling)", edits: [.replace(node, with: spelling, in: file)])
            }
            context.report(finding)
            return
        }
        let declaration = Self.declaration(around: node)
        let container = place == "a where clause" ? Self.containerName(of: node) : nil
        let plan = declaration.flatMap { declaration in
            container.map { Self.explicitTupleEdits(in: declaration, container: $0, elements: tuple, file: file) }
        }
        // TN3211's fix below 27 already written: every builder of the declaration builds the
        // tuple itself (with no builder to look at: the declaration calls TupleView(…) itself).
        if let plan, plan.allExplicit { return }
        if plan == nil, let declaration, Self.buildsTupleViewExplicitly(declaration) { return }
        var finding = Self.finding(
            .error, "TupleView<(…)> in \(place) no longer matches Xcode 27's builder, which makes TupleContent",
            at: node, in: file)
        let advice = "constrain to 'some View' (or 'Content: View'), or build 'TupleView((…))' in the builder; from iOS 27 write \(CodeSnippet.quote(spelling, limit: 50))"
        guard let container, let edits = plan?.edits, !edits.isEmpty else {
            finding.noFixReason = advice
            context.report(finding)
            return
        }
        finding.notes = [FindingNote("TN3211's other way out: 'some View' keeps the builder as it is but changes the declaration's API", at: node, in: file)]
        finding.fix = Fix(id: context.makeFixID(), summary: "builds TupleView((…)) explicitly in \(container) { … }, which Xcode 26 and 27 both accept",
                          edits: edits)
        context.report(finding)
    }

    /// The declaration whose `where` clause or declared type holds `node` (an extension, a
    /// function, an initializer, a property, a type).
    static func declaration(around node: Syntax) -> Syntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ExtensionDeclSyntax.self) || syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
                || syntax.is(VariableDeclSyntax.self)
                || syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) { return syntax }
            current = syntax.parent
        }
        return nil
    }

    /// True when `node` is a generic argument (at any depth) of another `TupleView<…>`.
    static func isInsideAnotherTupleView(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let type = syntax.as(IdentifierTypeSyntax.self), type.name.text == "TupleView" { return true }
            if let type = syntax.as(MemberTypeSyntax.self), type.name.text == "TupleView" { return true }
            if syntax.is(GenericWhereClauseSyntax.self) || syntax.is(CodeBlockSyntax.self) || syntax.is(MemberBlockSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// `TupleContent<A, B>` for the elements of `tuple` as written, with a `TupleView<(…)>`
    /// among them spelled the same way.
    static func tupleContentSpelling(_ tuple: TupleTypeSyntax, in file: SourceFile) -> String {
        let elements = tuple.elements.map { element -> String in
            let type = element.type
            let arguments = type.as(IdentifierTypeSyntax.self).flatMap { $0.name.text == "TupleView" ? $0.genericArgumentClause : nil }
                ?? type.as(MemberTypeSyntax.self).flatMap { $0.name.text == "TupleView" ? $0.genericArgumentClause : nil }
            if let arguments, arguments.arguments.count == 1, case .type(let inner)? = arguments.arguments.first?.argument,
               let innerTuple = inner.as(TupleTypeSyntax.self), innerTuple.elements.count >= 2 {
                return tupleContentSpelling(innerTuple, in: file)
            }
            return file.text(type.trimmedRange)
        }
        return "TupleContent<\(elements.joined(separator: ", "))>"
    }

    /// True when `declaration` calls `TupleView(…)` itself.
    static func buildsTupleViewExplicitly(_ declaration: Syntax) -> Bool {
        declaration.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "TupleView" && token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.is(FunctionCallExprSyntax.self) == true
        }
    }

    /// `VStack` for `VStack<TupleView<(…)>>`: the generic type whose argument the tuple is.
    static func containerName(of node: Syntax) -> String? {
        guard let clause = node.parent?.parent?.parent?.as(GenericArgumentClauseSyntax.self),
              let outer = clause.parent?.as(IdentifierTypeSyntax.self) else { return nil }
        return outer.name.text
    }

    /// The edits that make every `container { … }` builder closure in the initializers of
    /// `declaration` build
    /// `TupleView((a, b))` explicitly, when that is mechanical: each such closure holds exactly
    /// one call per tuple element, in order, each a plain call of the element's type
    /// (`Text(title)`) on a line of its own or all on one line, with no comments; nil otherwise.
    static func explicitTupleEdits(in declaration: Syntax, container: String, elements tuple: TupleTypeSyntax,
                                   file: SourceFile) -> (edits: [FileEdit]?, allExplicit: Bool) {
        let names = tuple.elements.map { $0.type.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? $0.name.text : nil } }
        let calls = declaration.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.text == container, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id,
                  Declarations.isInInitializer(Syntax(call), throughClosures: true) else { return nil }
            return call
        }
        guard !calls.isEmpty else { return (nil, false) }
        // Builders that already build `TupleView((…))` are TN3211's fix; the others are rewritten
        // when every one of them is mechanical.
        let open = calls.filter { call in
            guard let closure = call.trailingClosure, closure.statements.count == 1,
                  let only = closure.statements.first?.item.as(FunctionCallExprSyntax.self) else { return true }
            return only.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text != "TupleView"
        }
        if open.isEmpty { return ([], true) }
        guard names.allSatisfy({ $0 != nil }) else { return (nil, false) }
        var edits: [FileEdit] = []
        for call in open {
            guard let closure = call.trailingClosure, closure.signature == nil, closure.statements.count == names.count,
                  !SyntaxFacts.containsComment(closure.statements) else { return (nil, false) }
            var texts: [String] = []
            for (item, name) in zip(closure.statements, names) {
                guard let element = item.item.as(FunctionCallExprSyntax.self), element.trailingClosure == nil,
                      element.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return (nil, false) }
                let text = file.text(element.trimmedRange)
                guard !text.contains(where: \.isNewline) else { return (nil, false) }
                texts.append(text)
            }
            let first = closure.statements.first!, last = closure.statements.last!
            let range = first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
            let oneLine = file.location(of: range.lowerBound).line == file.location(of: range.upperBound).line
            if oneLine {
                edits.append(.replace(range, with: "TupleView((\(texts.joined(separator: ", "))))", in: file))
            } else {
                // One statement per line: each stays on its line, now inside the tuple.
                let lines = closure.statements.map { file.location(of: $0.positionAfterSkippingLeadingTrivia.utf8Offset).line }
                guard Set(lines).count == lines.count, closure.statements.allSatisfy({ LineLayout.startsLine($0, in: file) }) else { return (nil, false) }
                let indent = file.indentation(ofLineAt: range.lowerBound)
                let unit = SyntaxFacts.indentUnit(indent)
                let eol = file.lineEnding(at: range.lowerBound)
                let body = texts.map { indent + unit + $0 }.joined(separator: "," + eol)
                edits.append(.replace(range, with: "TupleView((" + eol + body + eol + indent + "))", in: file))
            }
        }
        return (edits, false)
    }

    /// Where the type stands, when a builder's result must match it: "a where clause",
    /// "the type of a @ViewBuilder" (function result or property type); nil elsewhere.
    static func place(of node: Syntax) -> String? {
        var current = node.parent
        var inResult = false, inAnnotation = false
        while let syntax = current {
            if syntax.is(GenericWhereClauseSyntax.self) { return "a where clause" }
            if syntax.is(ReturnClauseSyntax.self) { inResult = true }
            if syntax.is(TypeAnnotationSyntax.self) { inAnnotation = true }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return inResult && ContentBuilderFamily.isViewBuilder(function.attributes) ? "the result of a @ViewBuilder" : nil
            }
            if let variable = syntax.as(VariableDeclSyntax.self) {
                return inAnnotation && ContentBuilderFamily.isViewBuilder(variable.attributes) ? "the type of a @ViewBuilder" : nil
            }
            if syntax.is(CodeBlockSyntax.self) || syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }
}
