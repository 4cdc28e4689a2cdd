import SwiftSyntax

/// `state-default-and-init`: a `@State` property with an initial value that an initializer
/// of its type also assigns.
///
/// Follows Apple TN3211 ("Resolving SwiftUI source incompatibilities for State and
/// ContentBuilder") and the iOS 27 release notes: with the initial value in the declaration,
/// an assignment after the other stored properties goes through the setter and SwiftUI
/// discards it (today and with Xcode 27); an assignment before them fails to build with
/// Xcode 27. The fix removes the declaration's initial value (adding the type annotation it
/// then needs) and assigns the old value in every other initializer that relied on it.
public struct StateDefaultAndInit: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "state-default-and-init",
        summary: "A @State property has an initial value in its declaration and an initializer also assigns it.",
        source: "Apple TN3211; iOS 27 release notes (SwiftUI State macro)",
        triggeringExamples: [
            RuleExample("""
            struct StickerPageView: View {
                let title: String
                @State private var ↓page: Page = Page()
                init(page: Page, title: String) {
                    self.page = page
                    self.title = title
                }
            }
            """),
            RuleExample("""
            struct Tally: View {
                let caption: String
                @State private var ↓tally = 0
                init(caption: String, start: Int) {
                    self.caption = caption
                    _tally = State(initialValue: start)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Step: View {
                @State private var step: Int
                init(step: Int) { self.step = step }
            }
            """),
            RuleExample("""
            struct Model: View {
                @StateObject private var model = Model()
                init(model: Model) { _model = StateObject(wrappedValue: model) }
            }
            """),
            RuleExample("""
            struct Local: View {
                @State private var count = 0
                let title: String
                init(title: String) {
                    var count = 1
                    count += 1
                    self.title = title + "\\(count)"
                }
            }
            """),
        ],
        corrections: [
            RuleExample("""
            struct Tally: View {
                let caption: String
                @State private var tally = 0
                init(caption: String, start: Int) {
                    self.caption = caption
                    self.tally = start
                }
            }
            """, corrected: """
            struct Tally: View {
                let caption: String
                @State private var tally: Int
                init(caption: String, start: Int) {
                    self.caption = caption
                    self.tally = start
                }
            }
            """),
            RuleExample("""
            struct Pair: View {
                let title: String
                @State private var names = ["a", "b"]
                init(title: String, names: [String]) {
                    self.title = title
                    self.names = names
                }
                init(title: String) {
                    self.title = title
                }
            }
            """, corrected: """
            struct Pair: View {
                let title: String
                @State private var names: [String]
                init(title: String, names: [String]) {
                    self.title = title
                    self.names = names
                }
                init(title: String) {
                    self.title = title
                    self.names = ["a", "b"]
                }
            }
            """),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var pending: [Pending] = []
        let model = context.model
        for type in model.types {
            for property in type.stateProperties {
                guard property.initialValue != nil || property.hasImplicitNil else { continue }
                let initializers = context.initializers(of: type, for: property)
                let assigning = initializers.filter { !model.analysis(of: $0, in: type).assignments(of: property).isEmpty }
                guard !assigning.isEmpty else { continue }
                let early = assigning.first { assignsBeforeOtherProperties(property, $0, type, model) }
                let onlyStorage = assigning.allSatisfy { model.analysis(of: $0, in: type).assignments(of: property).allSatisfy(\.isStorage) }
                let offset = property.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset
                let assigns = "\(Self.list(assigning)) also \(assigning.count == 1 ? "assigns" : "assign") it"
                let earlyText = early.map { assigning.count > 1 ? "; \($0.displayName) assigns it" : "" } ?? ""

                guard let value = property.initialValue else {
                    // `@State var x: T?`: starts as nil, which cannot be removed. Assigning the
                    // storage (`_x = State(initialValue:)`) keeps the value, in any position, in
                    // both worlds (checked with the compile oracle).
                    if onlyStorage { continue }
                    var message = "@State property '\(property.name)' is optional without an initial value, so it starts as nil, and \(assigns)"
                    message += early == nil
                        ? " after the other stored properties: SwiftUI silently discards the initializer's value today (TN3211)."
                        : "\(earlyText) before the other stored properties are initialized: today the value is kept only because of that order, and with Xcode 27 this fails to build ('self' used before all stored properties are initialized; TN3211)."
                    var finding = Finding(ruleID: Self.description.id, severity: early == nil ? .warning : .error, message: message,
                                          file: property.file.index, offset: offset)
                    switch storageRewrite(property, type: type, initializers: assigning, context: context) {
                    case .success(let edits):
                        finding.fix = Fix(id: context.makeFixID(),
                                          summary: "assigns the storage instead ('_\(property.name) = State(initialValue: …)'), which keeps the initializer's value today and with Xcode 27",
                                          edits: edits, requires: [])
                    case .failure(let reason):
                        finding.noFixReason = reason.text
                    }
                    findings.append(finding)
                    continue
                }
                // `_x = State(initialValue:)` after the other stored properties keeps its value today
                // and with Xcode 27; when some path still uses the declaration's value, nothing is wrong.
                if onlyStorage && early == nil
                    && !initializers.allSatisfy({ model.analysis(of: $0, in: type).definitelyAssigns(property) }) {
                    continue
                }
                let severity: Severity
                var message = "@State property '\(property.name)' has an initial value and \(assigns)"
                if early != nil {
                    severity = .error
                    message += "\(earlyText) before the other stored properties are initialized: with Xcode 27 this fails to build ('self' used before all stored properties are initialized; TN3211)."
                } else if onlyStorage {
                    severity = .warning
                    message += " through its storage ('_\(property.name) = State(…)') on every path: the declaration's value is never used (TN3211 recommends removing it)."
                } else {
                    severity = .warning
                    message += " after the other stored properties: SwiftUI silently discards the initializer's value today and with Xcode 27 (TN3211)."
                }
                pending.append(Pending(
                    finding: Finding(ruleID: Self.description.id, severity: severity, message: message, file: property.file.index, offset: offset),
                    property: property, value: value, type: type, initializers: initializers))
            }
        }
        // Which initial values can go is decided together: an initializer that assigns several
        // @State properties one after the other only stays correct if all of them lose their
        // values (each assignment is then an initialization, not a setter call).
        var removable = Set(pending.map { ObjectIdentifier($0.property) })
        while true {
            let next = Set(pending.filter { item in
                removable.contains(ObjectIdentifier(item.property))
                    && (try? plan(item, removable: removable, context: context).get()) != nil
            }.map { ObjectIdentifier($0.property) })
            if next == removable { break }
            removable = next
        }
        for item in pending {
            var finding = item.finding
            switch plan(item, removable: removable, context: context) {
            case .success(let (summary, edits)) where removable.contains(ObjectIdentifier(item.property)):
                let fix = Fix(id: context.makeFixID(), summary: summary, edits: edits, requires: [])
                finding.fix = fix
                context.planValueRemoval(item.property, fix: fix.id)
            case .success:
                finding.noFixReason = "another initializer's use of 'self' depends on it"
            case .failure(let reason):
                finding.noFixReason = reason.text
            }
            findings.append(finding)
        }
        return findings
    }

    /// A finding whose fix is still to be planned.
    private struct Pending {
        var finding: Finding
        var property: StoredProperty
        var value: ExprSyntax
        var type: TypeDeclaration
        var initializers: [Initializer]
    }

    /// True when `initializer` assigns `property` in a statement before the last statement
    /// that initializes another stored property that starts uninitialized.
    private func assignsBeforeOtherProperties(_ property: StoredProperty, _ initializer: Initializer,
                                              _ type: TypeDeclaration, _ model: ProjectModel) -> Bool {
        let analysis = model.analysis(of: initializer, in: type)
        guard let firstAssignment = analysis.assignments(of: property).map(\.statementIndex).min() else { return false }
        let lastOther = analysis.statements.last { statement in
            statement.assignments.contains { !$0.property.isState && !$0.property.startsInitialized }
        }
        return lastOther.map { $0.index > firstAssignment } ?? false
    }

    static func list(_ initializers: [Initializer]) -> String {
        list(initializers.map(\.displayName))
    }

    static func list(_ names: [String]) -> String {
        if names.count <= 2 { return names.joined(separator: " and ") }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    // MARK: Fix

    /// The fix's summary and edits, assuming the initial values of `removable` properties go too.
    private func plan(_ item: Pending, removable: Set<ObjectIdentifier>, context: RuleContext) -> Result<(String, [SourceEdit]), NoFix> {
        let (property, value, type, initializers) = (item.property, item.value, item.type, item.initializers)
        let model = context.model
        let file = property.file
        if let reason = type.incompleteReason { return .failure(NoFix(reason)) }
        if !type.primaryBodyAlwaysDeclaresInit {
            let some = type.initializers.contains { $0.place == .primaryBody }
            return .failure(NoFix("'\(type.name)' \(some ? "has no initializer in its body in some #if configurations" : "declares no initializer in its body"), so its synthesized memberwise initializer relies on the initial value (removing it would change that initializer's parameters)"))
        }
        if property.typeAnnotation.map(StoredProperty.isOptionalType) == true {
            return .failure(NoFix("the property is optional, so without the initial value it still starts as nil and the initializer's value would still be discarded; assign the storage instead ('_\(property.name) = State(initialValue: …)')"))
        }
        var annotation = ""
        if property.typeAnnotation == nil {
            guard let type = ExpressionFacts.inferredType(value, model: model) else {
                return .failure(NoFix("the property's type cannot be inferred with certainty from '\(value.trimmedDescription.prefix(40))'; add a type annotation and run statefix again"))
            }
            annotation = ": " + type
        }
        let anchor = property.binding.typeAnnotation.map(Syntax.init) ?? Syntax(property.binding.pattern)
        let removal = anchor.endPositionBeforeTrailingTrivia.utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset
        if ExpressionFacts.containsComment(in: removal, of: property.binding) {
            return .failure(NoFix("the initial value contains comments that would be lost"))
        }
        var edits = [SourceEdit(file: file.index, range: removal, replacement: annotation)]
        var insertedInto: [Initializer] = []
        let valueText = file.text(value.positionAfterSkippingLeadingTrivia.utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset)

        for initializer in initializers {
            let analysis = model.analysis(of: initializer, in: type)
            let name = initializer.locatedName(from: file)
            // A wrapper's storage (`_x`) is private to the declaring file: an initializer in
            // another file cannot initialize it, so there `self.x = v` is a setter call that
            // needs the initial value (checked with the compile oracle).
            if initializer.file !== file {
                return .failure(NoFix("\(name) is in another file, where the @State storage cannot be initialized, so it needs the initial value; move that initializer into \(file.name) (an extension there works)"))
            }
            if analysis.isUncertain { return .failure(NoFix("in \(name), \(analysis.uncertaintyReason ?? "the body cannot be analysed")")) }
            let assignments = analysis.assignments(of: property)
            if !assignments.isEmpty {
                guard analysis.definitelyAssigns(property) else {
                    let returnsFirst = analysis.statements.contains { $0.definitelyAssigns.contains(property.name) }
                    return .failure(NoFix("\(name) assigns it on some paths only\(returnsFirst ? " (it can return before the assignment)" : "")"))
                }
                let firstDefinite = analysis.statements.first { $0.definitelyAssigns.contains(property.name) }!.index
                if analysis.refers(to: property, inStatements: 0..<firstDefinite) {
                    return .failure(NoFix("\(name) uses it before assigning it"))
                }
                // Without the initial value, `self` is complete only once this assignment ran:
                // what runs between the other initializations and it must not need `self`.
                let complete = analysis.lastInitialization(otherThan: property) ?? -1
                if firstDefinite > complete {
                    let between = analysis.statements[(complete + 1)...firstDefinite].map { Syntax($0.item) }
                    if let use = analysis.firstUseOfWholeSelf(in: between, initializing: removable.union([ObjectIdentifier(property)])) {
                        let line = initializer.file.location(of: use.positionAfterSkippingLeadingTrivia.utf8Offset).line
                        return .failure(NoFix("in \(name), '\(use.trimmedDescription.prefix(40))' on line \(line) runs before the assignment and needs every stored property initialized (it reads a wrapped or computed property, calls a method, or sets a @State that keeps its value)"))
                    }
                }
                continue
            }
            // This initializer relied on the initial value: assign it there.
            if property.ifConfigPath.relation(to: initializer.ifConfigPath) != .together {
                return .failure(NoFix("\(name) exists in #if configurations where the property does not"))
            }
            switch insertion(of: property, valueText: valueText, into: initializer, analysis: analysis) {
            case .success(let edit): edits.append(edit); insertedInto.append(initializer)
            case .failure(let reason): return .failure(reason)
            }
        }
        var summary = "removes the initial value"
        if !annotation.isEmpty { summary += " and adds the type annotation '\(annotation.dropFirst(2))'" }
        if !insertedInto.isEmpty {
            let names = insertedInto.map { $0.locatedName(from: file) }
            summary += "; \(Self.list(names)) now \(insertedInto.count == 1 ? "assigns" : "assign") the old value explicitly"
        }
        return .success((summary, edits))
    }

    /// Edits that turn every `self.x = e` / `x = e` of an optional `@State` without initial value
    /// into `self._x = State(initialValue: e)` / `_x = State(initialValue: e)`.
    private func storageRewrite(_ property: StoredProperty, type: TypeDeclaration, initializers: [Initializer],
                                context: RuleContext) -> Result<[SourceEdit], NoFix> {
        if let reason = type.incompleteReason { return .failure(NoFix(reason)) }
        let storage = "_" + property.name
        var edits: [SourceEdit] = []
        for initializer in initializers {
            let analysis = context.model.analysis(of: initializer, in: type)
            let name = initializer.locatedName(from: property.file)
            if initializer.file !== property.file {
                return .failure(NoFix("\(name) is in another file, where the @State storage is not visible; move that initializer into \(property.file.name)"))
            }
            if analysis.isUncertain { return .failure(NoFix("in \(name), \(analysis.uncertaintyReason ?? "the body cannot be analysed")")) }
            for assignment in analysis.assignments(of: property) where !assignment.isStorage {
                // Inside `if`/`switch`/loops the storage assignment is fine in both worlds; inside a
                // closure or local function it would not run as part of the initializer.
                guard !Self.isInsideClosure(assignment.expression), let lhs = assignment.expression.elements.first else {
                    return .failure(NoFix("in \(name) the assignment is inside a closure; write '\(storage) = State(initialValue: …)' there by hand if it runs during initialization"))
                }
                let start = lhs.positionAfterSkippingLeadingTrivia.utf8Offset
                let bare = lhs.is(DeclReferenceExprSyntax.self)
                let target = bare && !analysis.isShadowed(storage, at: start) ? storage : "self." + storage
                let range = assignment.rhsRange
                let replacement = "\(target) = State(initialValue: \(initializer.file.text(range)))"
                edits.append(SourceEdit(file: initializer.file.index, range: start..<range.upperBound, replacement: replacement))
            }
        }
        return .success(edits)
    }

    static func isInsideClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current, !ancestor.is(InitializerDeclSyntax.self) {
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self) || ancestor.is(AccessorBlockSyntax.self) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// The edit that adds `self.x = <value>` right after the statement of `initializer` that
    /// completes `self` today (the last initialization of another property without a value),
    /// or before the first statement when there is none: on its own line, with that line's
    /// indentation and line ending; in a one-line body, as `; self.x = <value>` before the `}`.
    private func insertion(of property: StoredProperty, valueText: String, into initializer: Initializer,
                           analysis: InitBodyAnalysis) -> Result<SourceEdit, NoFix> {
        let file = initializer.file
        let name = initializer.locatedName(from: property.file)
        let assignment = "self.\(property.nameToken.text) = "
        guard let body = initializer.declaration.body, let firstStatement = analysis.statements.first else {
            return .failure(NoFix("\(name) has an empty body; add '\(assignment)…' there by hand"))
        }
        let oneLine = !valueText.contains(where: \.isNewline)
        if let anchorIndex = analysis.lastInitialization(otherThan: property) {
            let anchor = analysis.statements[anchorIndex].item
            if analysis.refers(to: property, inStatements: 0..<(anchorIndex + 1)) {
                return .failure(NoFix("\(name) uses the property before it would be assigned"))
            }
            if analysis.canReturnEarly(before: anchorIndex + 1) {
                return .failure(NoFix("\(name) can return before the point where it would assign the value"))
            }
            if let end = LineLayout.lineEnd(after: anchor, in: file) {
                let indentation = file.indentation(ofLineAt: anchor.positionAfterSkippingLeadingTrivia.utf8Offset)
                let lineEnding = file.lineEnding(at: anchor.endPositionBeforeTrailingTrivia.utf8Offset)
                let value = LineLayout.convertingLineEndings(valueText, to: lineEnding)
                return .success(SourceEdit(file: file.index, range: end..<end, replacement: "\(indentation)\(assignment)\(value)\(lineEnding)"))
            }
            // `init(n: String) { self.n = n }`: the anchor is the last thing before `}` on its line.
            let end = anchor.endPositionBeforeTrailingTrivia.utf8Offset
            if oneLine, anchorIndex == analysis.statements.count - 1,
               file.text(end..<body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset).allSatisfy({ $0 == " " || $0 == "\t" }) {
                return .success(SourceEdit(file: file.index, range: end..<end, replacement: "; \(assignment)\(valueText)"))
            }
            return .failure(NoFix("in \(name) the statement that completes 'self' is followed by other code on its line"))
        }
        if let end = LineLayout.lineEnd(after: body.leftBrace, in: file), LineLayout.startsLine(firstStatement.item, in: file) {
            let indentation = file.indentation(ofLineAt: firstStatement.item.positionAfterSkippingLeadingTrivia.utf8Offset)
            let lineEnding = file.lineEnding(at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
            let value = LineLayout.convertingLineEndings(valueText, to: lineEnding)
            return .success(SourceEdit(file: file.index, range: end..<end, replacement: "\(indentation)\(assignment)\(value)\(lineEnding)"))
        }
        let start = firstStatement.item.positionAfterSkippingLeadingTrivia.utf8Offset
        if oneLine, file.location(of: start).line == file.location(of: body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset).line {
            return .success(SourceEdit(file: file.index, range: start..<start, replacement: "\(assignment)\(valueText); "))
        }
        return .failure(NoFix("\(name)'s first statement shares its line with other code"))
    }
}

/// Why a finding has no fix (one clause, no trailing period).
struct NoFix: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
