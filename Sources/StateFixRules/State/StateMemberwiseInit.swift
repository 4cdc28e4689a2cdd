import StateFixCore
import StateFixModel
import SwiftSyntax

/// `state-memberwise-init`: a call of the memberwise initializer Swift synthesizes for a
/// struct with `@State` properties, from the struct's own extensions.
///
/// Follows the iOS 27 release notes and Apple TN3211: with Xcode 27 the `@State` macro takes
/// away the synthesized memberwise initializer of a struct whose stored properties are all
/// `private`, so `self.init(page:title:)` in an extension stops compiling. Apple's workaround is
/// to assign each member explicitly; the fix expands the call into one assignment per argument,
/// the other stored properties first and the `@State` ones last (TN3211 ordering).
struct StateMemberwiseInit: ProjectRule {
    static let description = RuleDescription(
        id: "state-memberwise-init", family: .state,
        summary: "An extension calls the memberwise initializer of a struct with @State properties.",
        source: "iOS 27 release notes; Apple TN3211 (memberwise initializer of all-private structs)",
        severity: .error, runsAfter: StateFamily.afterMigration,
        details: """
        A struct with `@State` properties and no initializer in its body gets a memberwise initializer
        from Swift. With Xcode 27 the `@State` macro takes it away when every stored property is
        `private` (iOS 27 release notes; `error`), so `self.init(page:title:)` in an extension stops
        compiling; for structs with other access levels Apple documents nothing, and the call is a
        `warning` fixed the same way.

        The fix writes one assignment per argument, the other stored properties first and the
        `@State` ones last (TN3211), with the call's indentation (joined with `; ` in a one-line
        initializer); a trailing closure goes to the next stored property. A `@State` with an initial
        value is set through its storage (`self._count = State(wrappedValue: start)`), because its
        setter would be ignored before the view is installed; `@Binding` through `_x`. Reordering the
        arguments is done only when the moved ones, or the ones they move past, have no calls. Calls
        like `Self(pageNumber: 0, title: t)` in static functions get the initializer Swift
        synthesized written out in the body instead (same access level, labels, defaults), with
        `init() {}` beside it when Swift synthesizes that too (every stored property has a value),
        so that `Pane()` elsewhere keeps building. A call without arguments (`Pane()`) is that
        `init()`, which the macro keeps: never reported. Left alone:
        calls whose labels an explicit initializer also has, and calls from another file (where the
        `@State` storage is not visible: reported).
        """,
        triggeringExamples: [
            RuleExample("""
            struct StickerPageView: View {
                @State private var page: Page
                private var title: String
                var body: some View { Text(title) }
            }
            extension StickerPageView {
                init(title: String) {
                    ↓self.init(page: Page(), title: title)
                }
            }
            """, expect: [FindingSpec(.error, "memberwise initializer")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct StickerPageView: View {
                @State private var page: Page
                private var title: String
                var body: some View { Text(title) }
            }
            extension StickerPageView {
                init(page: Page, title: String) {
                    self.title = title
                    self.page = page
                }
                init(title: String) {
                    self.init(page: Page(), title: title)
                }
            }
            """),
        ],
        corrections: [
            RuleExample("""
            struct StickerPageView: View {
                @State private var page: Page
                private var title: String
                var body: some View { Text(title) }
            }
            extension StickerPageView {
                init(title: String) {
                    // Start on a blank page.
                    self.init(page: Page(), title: title)
                }
            }
            """, corrected: """
            struct StickerPageView: View {
                @State private var page: Page
                private var title: String
                var body: some View { Text(title) }
            }
            extension StickerPageView {
                init(title: String) {
                    // Start on a blank page.
                    self.title = title
                    self.page = Page()
                }
            }
            """),
        ]
    )

    /// One argument of the call, matched to the stored property it initializes.
    private struct Argument {
        var property: StoredProperty
        var expression: ExprSyntax
    }

    func check(_ context: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        let analyses = context.index(InitializerAnalyses.self)
        let model = context.index(TypeIndex.self)
        for type in context.index(StatePropertyIndex.self).types where type.kind == .struct {
            guard !type.initializers.contains(where: { $0.place == .primaryBody }),
                  type.storedProperties.allSatisfy({ $0.ifConfigPath == type.ifConfigPath }) else { continue }
            let allPrivate = type.storedProperties.allSatisfy { $0.access == .private }
            // Reported at the call in the initializer: initializers outside the edit scope are not looked into.
            for initializer in type.initializers where initializer.place == .extension && context.reports(in: initializer.file.index) {
                guard let body = initializer.declaration.body else { continue }
                let calls = Initializer.selfInitCalls(in: body)
                for call in calls {
                    guard let arguments = memberwiseArguments(call, type: type) else { continue }
                    var finding = Self.finding(allPrivate ? .error : .note, Self.message(type, allPrivate: allPrivate, extensionCall: true),
                                               at: call, in: initializer.file, notes: [Self.typeNote(type, allPrivate: allPrivate)])
                    let analysis = analyses.analysis(of: initializer, in: type)
                    let outcome: Result<FileEdit, NoFix> = calls.count > 1
                        ? .failure(NoFix("the initializer delegates more than once; \(Self.byHand)"))
                        : expansion(of: call, arguments: arguments, in: initializer, type: type, analysis: analysis)
                    finding.resolve(outcome.map {
                        Fix(id: context.makeFixID(), summary: "assigns each property instead, the @State ones last (TN3211)", edits: [$0])
                    })
                    findings.append(finding)
                }
            }
            findings += otherCallSites(of: type, allPrivate: allPrivate, model: model, context: context)
        }
        return findings
    }

    /// The headline: a call of the memberwise initializer, and what Xcode 27 does to it.
    static func message(_ type: TypeDeclaration, allPrivate: Bool, extensionCall: Bool) -> String {
        allPrivate
            ? "Xcode 27 removes the memberwise initializer of '\(type.name)' this calls: the build fails"
            : "Xcode 27 removes the memberwise initializer of '\(type.name)' this calls if all its stored properties are private"
    }

    /// The person's next step for a call statefix cannot expand.
    static let byHand = "replace the call with one assignment per member by hand, the @State ones last"

    static func typeNote(_ type: TypeDeclaration, allPrivate: Bool) -> FindingNote {
        let name = type.declaration.asProtocol(NamedDeclSyntax.self)?.name
        return FindingNote("'\(type.name)' is declared here\(allPrivate ? ", with only private stored properties" : "")",
                           file: type.file.index, offset: name?.startOffset ?? type.declaration.startOffset)
    }

    /// `Self(…)`, `TypeName(…)`, `Self.init(…)` calls of the memberwise initializer in the type's
    /// body and extensions (static functions, computed properties…): one explicit initializer
    /// added to the body, reproducing the synthesized one, keeps them all building.
    private func otherCallSites(of type: TypeDeclaration, allPrivate: Bool, model: TypeIndex, context: ProjectContext) -> [Finding] {
        // The finding is at a call in the body or an extension: with none of their files in the
        // edit scope it is not reported, so those files are not looked into.
        guard ([type.file] + type.extensionFiles).contains(where: { context.reports(in: $0.index) }) else { return [] }
        let leaf = type.leafName
        var calls: [(SourceFile, FunctionCallExprSyntax)] = []
        // Most bodies never construct their own type: the bytes are looked at before the syntax
        // (an extension's range holds its header too, which only widens the test).
        let places: [(file: SourceFile, range: Range<Int>, node: () -> Syntax)] = [(type.file, type.$memberBlock.range, { Syntax(type.memberBlock) })]
            + type.extensionRefs.map { ref in (ref.file, ref.range, { Syntax(ref.node.memberBlock) }) }
        for (file, range, node) in places {
            guard ["Self(", "Self.init(", leaf + "(", leaf + ".init("].contains(where: { file.bytes(range, contain: $0) }) else { continue }
            for call in Self.constructorCalls(in: node(), names: ["Self", leaf, type.name]) where memberwiseArguments(call, type: type) != nil {
                calls.append((file, call))
            }
        }
        guard !calls.isEmpty else { return [] }
        // The signature to write, as the calls spell it (which wrapped properties Swift's
        // memberwise initializer takes is not the person's concern).
        let firstCall = calls[0].1
        let signature = firstCall.trailingClosure == nil
            ? "init(" + firstCall.arguments.map { "\($0.label?.text ?? "_"):" }.joined() + ")" : "an initializer"
        let fix: Result<Fix, NoFix> = explicitInitializer(for: type, signature: signature, model: model).map {
            Fix(id: context.makeFixID(), summary: "adds to '\(type.name)' the initializer Swift synthesized, assigning the @State properties last (TN3211)"
                + (Self.hasImplicitInit(type) ? ", and the init() it synthesized too" : ""), edits: [$0])
        }
        // One finding per type: the calls share one fix (or one reason there is none), and ten
        // identical lines for ten `NavigationLink(destination: Row(…))` calls are noise.
        let (file, first) = calls[0]
        let others = calls.dropFirst().map { file, call in
            FindingNote("also called here", file: file.index, offset: call.startOffset)
        }
        var finding = Self.finding(allPrivate ? .error : .note, Self.message(type, allPrivate: allPrivate, extensionCall: false),
                                   at: first, in: file, notes: [Self.typeNote(type, allPrivate: allPrivate)] + others)
        finding.resolve(fix)
        return [finding]
    }

    /// Calls of `Name(…)` / `Name.init(…)` for the given names, outside nested types.
    static func constructorCalls(in node: Syntax, names: Set<String>) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            let names: Set<String>
            var calls: [FunctionCallExprSyntax] = []
            init(names: Set<String>) {
                self.names = names
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if names.contains(Identifiers.strippingInit(node.calledExpression).trimmedDescription) { calls.append(node) }
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(names: names)
        finder.walk(node)
        return finder.calls
    }

    /// The explicit initializer that reproduces the synthesized memberwise one: same access
    /// level, parameters in declaration order with the same labels and defaults, the other
    /// stored properties assigned first and the @State ones last. Inserted after the last
    /// stored property of the body, with its indentation and line ending.
    private func explicitInitializer(for type: TypeDeclaration, signature: String, model: TypeIndex) -> Result<FileEdit, NoFix> {
        if let reason = type.incompleteReason { return .failure(NoFix(reason)) }
        let file = type.file
        let properties = type.storedProperties.filter(Self.isMemberwiseParameter)
        var parameters: [String] = [], plain: [String] = [], state: [String] = []
        for property in properties {
            guard property.customAttributes.isEmpty else {
                return .failure(NoFix("'\(property.name)' uses @\(property.customAttributes[0].name); write \(signature) in '\(type.name)' by hand, assigning every member and the @State ones last"))
            }
            var typeText = property.typeAnnotation?.trimmedDescription
            if typeText == nil, let value = property.initialValue { typeText = ExpressionFacts.inferredType(value, model: model) }
            guard let typeText else {
                return .failure(NoFix("the type of '\(property.name)' is not written and cannot be inferred with certainty; add a type annotation"))
            }
            var parameter = "\(property.nameToken.text): \(typeText)"
            if let value = property.initialValue {
                parameter += " = \(value.trimmedDescription)"
            } else if property.hasImplicitNil {
                parameter += " = nil"
            }
            parameters.append(parameter)
            let name = property.nameToken.text
            if property.isState {
                state.append(!property.hasInitialValue && !property.hasImplicitNil
                             ? "self.\(name) = \(name)" : "self._\(property.name) = \(StateAttribute.spelling(for: property))(wrappedValue: \(name))")
            } else {
                plain.append("self.\(name) = \(name)")
            }
        }
        guard let last = type.storedProperties.last?.declaration, let end = LineLayout.lineEnd(after: last, in: file) else {
            return .failure(NoFix("the last stored property shares its line with other code; write an init(…) that assigns every member by hand, the @State ones last"))
        }
        // Swift gives the memberwise initializer the lowest access of its parameters only: a
        // `private let` with a value or a private `@State` with one is no parameter and does not
        // make it private (measured with Swift 6.3). Taking every stored property wrote
        // `private init(title:)` for `Card(title:)` calls in other files, which then broke.
        let access = properties.map(\.access).min().map { $0 <= .fileprivate ? "\($0) " : "" } ?? ""
        let indentation = file.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset)
        let outer = file.indentation(ofLineAt: type.declaration.positionAfterSkippingLeadingTrivia.utf8Offset)
        let unit = indentation.hasPrefix(outer) && indentation.count > outer.count ? String(indentation.dropFirst(outer.count)) : "    "
        let newline = file.lineEnding(at: last.endPositionBeforeTrailingTrivia.utf8Offset)
        var text = newline + indentation + "\(access)init(\(parameters.joined(separator: ", "))) {" + newline
        for line in plain + state { text += indentation + unit + line + newline }
        text += indentation + "}" + newline
        if Self.hasImplicitInit(type) {
            // Declaring an initializer in the body takes away the `init()` Swift synthesizes
            // while every stored property has a value, which calls in other files may use: it
            // is written out with the access Swift gave it (a private memberwise one would not
            // be callable there).
            text += indentation + "init() {}" + newline
        }
        return .success(.insert(text, at: end, in: file))
    }

    /// Whether Swift synthesizes `init()` for `type` today: every stored property has a value
    /// (an initial value, or `nil` for an optional `var`), and no extension declares one.
    static func hasImplicitInit(_ type: TypeDeclaration) -> Bool {
        // `@State var x: Int?` starts as `nil` through `State(wrappedValue: nil)`, so `Pane()`
        // builds (both worlds); leaving it out dropped the `init() {}` such calls need. Another
        // wrapper's optional (`@Binding`) may have no value.
        type.storedProperties.allSatisfy { $0.hasInitialValue || $0.hasImplicitNil && (!$0.isWrapped || $0.isState) }
            && !type.initializers.contains { $0.declaration.signature.parameterClause.parameters.isEmpty }
    }

    /// The call's arguments matched to stored properties, when it can only be the synthesized
    /// memberwise initializer: no declared initializer takes these labels, every label names a
    /// stored property, in declaration order (a trailing closure takes the next property).
    private func memberwiseArguments(_ call: FunctionCallExprSyntax, type: TypeDeclaration) -> [Argument]? {
        guard call.additionalTrailingClosures.isEmpty else { return nil }
        // `Pane()` calls the `init()` Swift synthesizes when every stored property has a value
        // (`ContentView()` with only `@State private var x = …`): the macro keeps it.
        guard !call.arguments.isEmpty || call.trailingClosure != nil else { return nil }
        var labels: [String] = []
        for argument in call.arguments {
            guard let label = argument.label?.text else { return nil }
            labels.append(Identifiers.unescaped(label))
        }
        if type.initializers.contains(where: { Self.accepts($0, labels: labels, trailingClosure: call.trailingClosure != nil) }) { return nil }
        var result: [Argument] = []
        var position = -1
        for (label, argument) in zip(labels, call.arguments) {
            guard let index = type.storedProperties.firstIndex(where: { $0.name == label }), index > position else { return nil }
            position = index
            result.append(Argument(property: type.storedProperties[index], expression: argument.expression))
        }
        if let closure = call.trailingClosure {
            guard let index = type.storedProperties.indices.first(where: { $0 > position && Self.isMemberwiseParameter(type.storedProperties[$0]) }) else { return nil }
            result.append(Argument(property: type.storedProperties[index], expression: ExprSyntax(closure)))
        }
        return result
    }

    /// Whether a stored property is a parameter of the synthesized memberwise initializer:
    /// not a `let` with a value, not a wrapper given arguments, not a private or fileprivate
    /// wrapped property with a value, `nil` included for a `@State` optional (measured with
    /// Swift 6.3: `Card(title:)` builds from another file beside `@State private var
    /// selection: Item?` or `@State fileprivate var flipped = false`).
    static func isMemberwiseParameter(_ property: StoredProperty) -> Bool {
        if property.isLet && property.hasInitialValue { return false }
        let wrapped = property.isWrapped
        if wrapped && property.customAttributes.contains(where: { $0.node.arguments != nil }) { return false }
        let hasValue = property.hasInitialValue || property.isState && property.hasImplicitNil
        if wrapped && property.access <= .fileprivate && hasValue { return false }
        return true
    }

    /// True when a declared initializer has exactly these argument labels. (One that takes them
    /// only by leaving defaulted parameters out loses to the memberwise initializer in overload
    /// resolution, measured with Swift 6.3; one with the same labels and other types may win, so
    /// any exact match is left alone.)
    static func accepts(_ initializer: Initializer, labels: [String], trailingClosure: Bool) -> Bool {
        let parameters = initializer.declaration.signature.parameterClause.parameters.map(\.firstName.text)
        guard parameters.count == labels.count + (trailingClosure ? 1 : 0) else { return false }
        return Array(parameters.prefix(labels.count)) == labels
    }

    /// Wrappers whose memberwise parameter is the wrapped value, and how to build their storage.
    static let wrappedValueWrappers: Set<String> = ["StateObject", "ObservedObject", "Published", "Bindable"]

    /// The edit that replaces the call with one assignment per argument, at the call's place:
    /// on separate lines with the call's indentation, or joined with `; ` when the call shares
    /// its line. Leading and trailing comments of the statement stay where they are.
    private func expansion(of call: FunctionCallExprSyntax, arguments: [Argument], in initializer: Initializer,
                           type: TypeDeclaration, analysis: InitBodyAnalysis) -> Result<FileEdit, NoFix> {
        let file = initializer.file
        if let reason = type.incompleteReason { return .failure(NoFix(reason)) }
        guard let statement = call.parent?.as(CodeBlockItemSyntax.self)
                ?? call.parent?.as(ExpressionStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
              statement.item.as(ExprSyntax.self)?.id == call.id || statement.item.as(StmtSyntax.self)?.as(ExpressionStmtSyntax.self)?.expression.id == call.id
        else {
            return .failure(NoFix("the call is part of a larger expression; \(Self.byHand)"))
        }
        // After the expansion, later assignments would read as initializations and the
        // @State assignments would no longer come last.
        if let index = analysis.statements.firstIndex(where: { $0.item.id == statement.id }),
           analysis.statements[(index + 1)...].contains(where: { !$0.assignments.isEmpty }) {
            return .failure(NoFix("the initializer assigns stored properties after the call; write the assignments by hand, @State ones last"))
        }
        let sameFile = type.file === file
        var plain: [String] = [], state: [String] = []
        var order: [(isState: Bool, pure: Bool)] = []
        for argument in arguments {
            let property = argument.property
            let name = property.nameToken.text
            let value = file.text(argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset..<argument.expression.endPositionBeforeTrailingTrivia.utf8Offset)
            let line: String
            if property.isState {
                guard sameFile else {
                    return .failure(NoFix("the call is in \(file.name), where '\(type.name)''s @State storage cannot be initialized; move this initializer into \(type.file.name)"))
                }
                line = !property.hasInitialValue && !property.hasImplicitNil ? "self.\(name) = \(value)" : "self._\(property.name) = \(StateAttribute.spelling(for: property))(wrappedValue: \(value))"
            } else if let wrapper = property.customAttributes.first {
                guard sameFile else {
                    return .failure(NoFix("the call is in \(file.name), where the storage of '\(property.name)' (@\(wrapper.name)) cannot be set; move this initializer into \(type.file.name)"))
                }
                if wrapper.simpleName == "Binding" {
                    line = "self._\(property.name) = \(value)"
                } else if Self.wrappedValueWrappers.contains(wrapper.simpleName) {
                    line = "self._\(property.name) = \(wrapper.name)(wrappedValue: \(value))"
                } else {
                    return .failure(NoFix("'\(property.name)' uses @\(wrapper.name), whose storage statefix cannot spell; \(Self.byHand)"))
                }
            } else {
                line = "self.\(name) = \(value)"
            }
            if property.isState { state.append(line) } else { plain.append(line) }
            order.append((property.isState, ExpressionFacts.isPure(argument.expression)))
        }
        // Putting a @State argument after later ones changes evaluation order: allowed when it
        // or every argument it is moved past has no side effects (as for state-init-order).
        for (index, item) in order.enumerated() where item.isState {
            let overtaken = order[(index + 1)...].filter { !$0.isState }
            if !overtaken.isEmpty && !(item.pure || overtaken.allSatisfy(\.pure)) {
                return .failure(NoFix("the @State assignments last would change the order the arguments run in; bind them to locals first"))
            }
        }
        let lines = plain + state
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = call.endPositionBeforeTrailingTrivia.utf8Offset
        if LineLayout.startsLine(statement, in: file), LineLayout.lineEnd(after: statement, in: file) != nil {
            let indentation = file.indentation(ofLineAt: start)
            let lineEnding = file.lineEnding(at: end)
            return .success(.replace(start..<end, with: lines.joined(separator: lineEnding + indentation), in: file))
        }
        return .success(.replace(start..<end, with: lines.joined(separator: "; "), in: file))
    }
}
