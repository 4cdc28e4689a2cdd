import StateFixCore
import StateFixModel
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
struct StateDefaultAndInit: ProjectRule {
    static let description = RuleDescription(
        id: "state-default-and-init", family: .state,
        summary: "A @State property has an initial value in its declaration and an initializer also assigns it.",
        source: "Apple TN3211; iOS 27 release notes (SwiftUI State macro)",
        severity: .error,
        runsAfter: [StateMemberwiseInit.id],
        details: """
        A `@State` property with an initial value that an initializer also assigns. Assigned after
        the other stored properties, the initializer's value is silently discarded (today and with
        Xcode 27, `warning`); assigned before them, Xcode 27 fails to build (`error`). Every spelling
        counts: `self.x = e`, `x = e` (unless a parameter or local shadows it), `_x = State(initialValue: e)`,
        `self._x = .init(wrappedValue: e)`, `State<T>(…)`, `SwiftUI.State(…)`.

        The fix removes the initial value (comments and attributes stay), adds the type annotation
        when the type is certain from the text (literals, `[T]`, `[K: V]`, `T(…)`, `T.init(…)`,
        `A.B(…)`, `e as T`), and gives every other initializer that relied on the value
        `self.x = <old value>` on its own line right after the statement that completes `self`
        today (the last initialization of a property without a value), so nothing that ran with
        `self` complete runs without it; in a one-line initializer it joins that line.

        No fix, only the finding, when: the type is not certain (`.standard`, `Theme.shared`, `nil`,
        `[]`, possibly failable initializers such as `URL(string:)`); the property is optional
        (without the value it would still start as `nil`: assign `_x = State(initialValue: …)`
        instead); an initializer assigns it on some paths only (including an early `return` before
        it); the type's body declares no initializer in some `#if` configuration (the synthesized
        memberwise initializer would change); an initializer that would need the value is in another
        file (the `@State` storage is private to its file); code that runs before the assignment
        needs the whole `self` (a method call, a computed or wrapped property such as an
        `@ObservedObject`), which is only allowed while the initial value is there; the value
        contains comments.

        An optional `@State var x: T?` without a written value starts as `nil` too (Swift
        initializes it with `State(wrappedValue: nil)`); an initializer that assigns it gets the
        storage spelling `_x = State(initialValue: e)`, which keeps the value in both worlds.

        It runs after `state-memberwise-init`, on the initializers that rule writes out.
        """,
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
            """, expect: [FindingSpec(.error, "fails to build")]),
            RuleExample("""
            struct Tally: View {
                let caption: String
                @State private var ↓tally = 0
                init(caption: String, start: Int) {
                    self.caption = caption
                    _tally = State(initialValue: start)
                }
            }
            """, expect: [FindingSpec(.note, "no initializer uses")]),
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

    func check(_ context: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        var pending: [Pending] = []
        let analyses = context.index(InitializerAnalyses.self)
        // Reported at the property (the properties decided together below are of one type, so
        // of one file): properties outside the edit scope are not looked into.
        for (type, property) in context.index(StatePropertyIndex.self).properties where context.reports(in: property.file.index) {
            guard StateFamily.hasInitialValue(property) else { continue }
            let initializers = StateFamily.initializers(of: type, for: property)
            let startsNil = !property.hasInitialValue || property.initialValueIsNil
            // `self.timer = nil` on a property that starts as nil changes nothing, today or with Xcode 27.
            let meaningful = { (assignment: PropertyAssignment) in
                !(startsNil && !assignment.isStorage && assignment.rhs.count == 1 && assignment.rhs[0].is(NilLiteralExprSyntax.self))
            }
            let assigning = initializers.filter { analyses.analysis(of: $0, in: type).assignments(of: property).contains(where: meaningful) }
            guard !assigning.isEmpty else { continue }
            let early = assigning.first { assignsBeforeOtherProperties(property, $0, type, analyses) }
            let onlyStorage = assigning.allSatisfy { analyses.analysis(of: $0, in: type).assignments(of: property).filter(meaningful).allSatisfy(\.isStorage) }
            let notes = assigning.map { initializer in
                StateFamily.assignmentNote(property, in: initializer, analysis: analyses.analysis(of: initializer, in: type),
                                           "assigned here, in \(initializer.displayName)\(initializer === early ? ", before the other stored properties" : "")")
            }
            let name = property.name
            // Which initializer, and where, is in the notes.
            let initializerWord = assigning.count == 1 ? "init's assignment" : "each init's assignment"
            let optional = !property.hasInitialValue || property.typeAnnotation.map(StoredProperty.isOptionalType) == true

            if optional && startsNil {
                // An optional that starts as nil keeps starting as nil without `= nil`: the fix is the
                // storage spelling, after the other stored properties (it keeps the value in both
                // worlds; checked with the compile oracle). Storage assignments are already right
                // or only out of order, which is state-init-order's finding.
                if onlyStorage { continue }
                let message = early == nil
                    ? "Optional @State '\(name)' starts as nil, so \(initializerWord) is silently discarded"
                    : "Optional @State '\(name)' is assigned too early: Xcode 27 fails to build"
                var finding = Self.finding(early == nil ? .warning : .error, message, atOffset: property.nameOffset, in: property.file, notes: notes)
                finding.resolve(storageRewrite(property, type: type, initializers: assigning, analyses: analyses, keep: meaningful).map { edits in
                    Fix(id: context.makeFixID(),
                        summary: "writes '_\(name) = State(initialValue: …)' after the other stored properties, which keeps the value",
                        edits: edits)
                })
                findings.append(finding)
                continue
            }
            guard let value = property.initialValue else { continue }
            // `_x = State(initialValue:)` after the other stored properties keeps its value today
            // and with Xcode 27; when some path still uses the declaration's value (an initializer
            // that does not assign it, or the synthesized memberwise initializer of a body without
            // one), nothing is wrong.
            let storageOnEveryPath = onlyStorage && type.primaryBodyAlwaysDeclaresInit
                && initializers.allSatisfy { analyses.analysis(of: $0, in: type).definitelyAssigns(property) }
            if onlyStorage && early == nil && !storageOnEveryPath { continue }
            let severity: Severity
            let message: String
            if early != nil {
                severity = .error
                message = "@State '\(name)' has an initial value and is assigned too early: Xcode 27 fails to build"
            } else if onlyStorage {
                severity = .note
                message = "@State '\(name)' has an initial value no initializer uses; TN3211 asks to remove it"
            } else {
                severity = .warning
                message = "@State '\(name)' has an initial value, so \(initializerWord) is silently discarded"
            }
            pending.append(Pending(
                finding: Self.finding(severity, message, atOffset: property.nameOffset, in: property.file, notes: notes),
                property: property, value: value, type: type, initializers: initializers, storageOnEveryPath: storageOnEveryPath))
        }
        // Which initial values can go is decided together: an initializer that assigns several
        // @State properties one after the other only stays correct if all of them lose their
        // values (each assignment is then an initialization, not a setter call).
        var removable = Set(pending.map { ObjectIdentifier($0.property) })
        while true {
            let next = Set(pending.filter { item in
                removable.contains(ObjectIdentifier(item.property))
                    && (try? plan(item, removable: removable, analyses: analyses, model: context.index(TypeIndex.self)).get()) != nil
            }.map { ObjectIdentifier($0.property) })
            if next == removable { break }
            removable = next
        }
        for item in pending {
            var finding = item.finding
            switch plan(item, removable: removable, analyses: analyses, model: context.index(TypeIndex.self)) {
            case .success(let (summary, edits, notes)) where removable.contains(ObjectIdentifier(item.property)):
                finding.fix = Fix(id: context.makeFixID(), summary: summary, edits: edits)
                finding.notes += notes
            case .success:
                finding.noFixReason = "another initializer's use of 'self' depends on it; \(Self.byHand(item.property))"
            case .failure(let reason):
                finding.resolve(.failure(reason))
            }
            findings.append(finding)
        }
        return findings
    }

    /// The person's next step when the value cannot go automatically.
    static func byHand(_ property: StoredProperty) -> String {
        let value = property.initialValue.map { $0.trimmedDescription.count <= 24 ? " '= \($0.trimmedDescription)'" : "" } ?? ""
        return "remove the initial value\(value) and assign '\(property.name)' in every initializer, after the other stored properties"
    }

    /// The person's next step when the value must stay: the storage spelling keeps an
    /// initializer's value in both worlds.
    static func storageByHand(_ property: StoredProperty) -> String {
        "write '_\(property.name) = State(initialValue: …)' after the other properties"
    }

    /// A finding whose fix is still to be planned.
    private struct Pending {
        var finding: Finding
        var property: StoredProperty
        var value: ExprSyntax
        var type: TypeDeclaration
        var initializers: [Initializer]
        /// Every initializer sets the storage (`_x = State(initialValue:)`) on every path, so
        /// the declaration's value is never read, even for an optional.
        var storageOnEveryPath = false
    }

    /// True when `initializer` assigns `property` in a statement before the last statement
    /// that initializes another stored property that starts uninitialized.
    private func assignsBeforeOtherProperties(_ property: StoredProperty, _ initializer: Initializer,
                                              _ type: TypeDeclaration, _ analyses: InitializerAnalyses) -> Bool {
        let analysis = analyses.analysis(of: initializer, in: type)
        guard let firstAssignment = analysis.assignments(of: property).map(\.statementIndex).min() else { return false }
        let lastOther = analysis.statements.last { statement in
            statement.assignments.contains { !$0.property.isState && !$0.property.startsInitialized }
        }
        return lastOther.map { $0.index > firstAssignment } ?? false
    }

    // MARK: Fix

    /// The fix's summary, edits and notes, assuming the initial values of `removable`
    /// properties go too.
    private func plan(_ item: Pending, removable: Set<ObjectIdentifier>, analyses: InitializerAnalyses,
                      model: TypeIndex) -> Result<(String, [FileEdit], [FindingNote]), NoFix> {
        let (property, value, type, initializers) = (item.property, item.value, item.type, item.initializers)
        let file = property.file
        if let reason = type.incompleteReason { return .failure(NoFix("\(reason); \(Self.byHand(property))")) }
        if !type.primaryBodyAlwaysDeclaresInit {
            let some = type.initializers.contains { $0.place == .primaryBody }
            return .failure(NoFix("'\(type.name)' \(some ? "lacks an init in some #if branches" : "declares no init"), so its memberwise init uses the value; \(Self.storageByHand(property))"))
        }
        // Without its value an optional starts as nil, and `self.x = v` in an initializer is then
        // a setter call that SwiftUI discards; a storage write on every path still sets it.
        if property.typeAnnotation.map(StoredProperty.isOptionalType) == true && !item.storageOnEveryPath {
            return .failure(NoFix("without its value an optional still starts as nil and the assignment stays discarded; \(Self.storageByHand(property))"))
        }
        var annotation = ""
        if !property.hasTypeAnnotation {
            guard let type = ExpressionFacts.inferredType(value, model: model) else {
                return .failure(NoFix("its type is not certain from '\(CodeSnippet.quote(value))'; add the type annotation and run statefix again"))
            }
            annotation = ": " + type
        }
        let anchor = property.binding.typeAnnotation.map(Syntax.init) ?? Syntax(property.binding.pattern)
        let removal = anchor.endPositionBeforeTrailingTrivia.utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset
        if ExpressionFacts.containsComment(in: removal, of: property.binding) {
            return .failure(NoFix("the initial value holds comments that would be lost; \(Self.byHand(property))"))
        }
        var edits = [FileEdit.replace(removal, with: annotation, in: file)]
        var insertedInto: [Initializer] = []
        let valueText = file.text(value.trimmedRange)

        for initializer in initializers {
            let analysis = analyses.analysis(of: initializer, in: type)
            let here = [StateFamily.initializerNote(initializer, "this initializer: \(initializer.displayName)")]
            // A wrapper's storage (`_x`) is private to the declaring file: an initializer in
            // another file cannot initialize it, so there `self.x = v` is a setter call that
            // needs the initial value (checked with the compile oracle).
            if initializer.file !== file {
                return .failure(NoFix("an initializer in another file cannot set the @State storage and needs the value; move that initializer into \(file.name) (an extension there works)",
                                      notes: [StateFamily.initializerNote(initializer, "initializer in another file: \(initializer.displayName)")]))
            }
            if analysis.isUncertain {
                return .failure(NoFix("in an initializer, \(analysis.uncertaintyReason ?? "the body cannot be analysed"); \(Self.byHand(property))", notes: here))
            }
            let assignments = analysis.assignments(of: property)
            if !assignments.isEmpty {
                guard analysis.definitelyAssigns(property) else {
                    let returnsFirst = analysis.statements.contains { $0.definitelyAssigns.contains(property.name) }
                    return .failure(NoFix("an initializer assigns it on some paths only\(returnsFirst ? " (it can return first)" : ""); assign it on all, or \(Self.storageByHand(property))",
                                          notes: [StateFamily.initializerNote(initializer, "assigns it on some paths only: \(initializer.displayName)")]))
                }
                let firstDefinite = analysis.statements.first { $0.definitelyAssigns.contains(property.name) }!.index
                if analysis.refers(to: property, inStatements: 0..<firstDefinite) {
                    return .failure(NoFix("an initializer reads it before assigning it; \(Self.storageByHand(property))", notes: here))
                }
                // Without the initial value, `self` is complete only once this assignment ran:
                // what runs between the other initializations and it must not need `self`.
                let complete = analysis.lastInitialization(otherThan: property) ?? -1
                if firstDefinite > complete {
                    let between = analysis.statements[(complete + 1)...firstDefinite].map { Syntax($0.item) }
                    if let use = analysis.firstUseOfWholeSelf(in: between, initializing: removable.union([ObjectIdentifier(property)])) {
                        return .failure(NoFix("code before the assignment needs the whole 'self'; assign '\(property.name)' first, or \(Self.storageByHand(property))",
                                              notes: [FindingNote("'\(CodeSnippet.quote(use))' needs the whole 'self', in \(initializer.displayName)", at: use, in: initializer.file)]))
                    }
                }
                continue
            }
            // This initializer relied on the initial value: assign it there.
            if property.ifConfigPath.relation(to: initializer.ifConfigPath) != .together {
                return .failure(NoFix("an initializer exists in #if configurations where the property does not; \(Self.byHand(property))", notes: here))
            }
            switch insertion(of: property, valueText: valueText, into: initializer, analysis: analysis) {
            case .success(let edit): edits.append(edit); insertedInto.append(initializer)
            case .failure(let reason): return .failure(NoFix("\(reason.text); \(Self.byHand(property))", notes: reason.notes + here))
            }
        }
        var summary = "removes the initial value"
        if !annotation.isEmpty { summary += " and adds the type annotation '\(annotation.dropFirst(2))'" }
        if !insertedInto.isEmpty {
            summary += "; \(insertedInto.count == 1 ? "another initializer now assigns" : "\(insertedInto.count) other initializers now assign") the old value explicitly"
        }
        let notes = insertedInto.map { StateFamily.initializerNote($0, "now assigns the old value: \($0.displayName)") }
        return .success((summary, edits, notes))
    }

    /// Edits that turn every `self.x = e` / `x = e` of an optional `@State` that starts as nil
    /// into the storage spelling `self._x = State(initialValue: e)`, after every other stored
    /// property (TN3211's order). An assignment that is a statement of its own before the
    /// statement that completes `self` moves there; when its right-hand side is not a constant,
    /// it is evaluated where it was, into a new local (`let initialX = e`), so nothing runs in
    /// another order. An assignment inside a condition is rewritten where it is.
    private func storageRewrite(_ property: StoredProperty, type: TypeDeclaration, initializers: [Initializer],
                                analyses: InitializerAnalyses, keep: (PropertyAssignment) -> Bool) -> Result<[FileEdit], NoFix> {
        if let reason = type.incompleteReason { return .failure(NoFix("\(reason); \(Self.storageByHand(property))")) }
        let storage = "_" + property.name
        var edits: [FileEdit] = []
        for initializer in initializers {
            let analysis = analyses.analysis(of: initializer, in: type)
            let file = initializer.file
            let here = [StateFamily.initializerNote(initializer, "this initializer: \(initializer.displayName)")]
            if file !== property.file {
                return .failure(NoFix("an initializer in another file cannot see the @State storage; move that initializer into \(property.file.name)",
                                      notes: [StateFamily.initializerNote(initializer, "initializer in another file: \(initializer.displayName)")]))
            }
            if analysis.isUncertain {
                return .failure(NoFix("in an initializer, \(analysis.uncertaintyReason ?? "the body cannot be analysed"); \(Self.storageByHand(property))", notes: here))
            }
            let complete = analysis.lastInitialization(otherThan: property)
            for assignment in analysis.assignments(of: property) where !assignment.isStorage && keep(assignment) {
                guard let lhs = assignment.expression.elements.first else { continue }
                let start = lhs.startOffset
                let bare = lhs.is(DeclReferenceExprSyntax.self)
                let value = file.text(assignment.rhsRange)
                let statement = analysis.statements[assignment.statementIndex]
                guard let complete, assignment.isPlainStatement, assignment.statementIndex < complete else {
                    let target = bare && !analysis.isShadowed(storage, at: start) ? storage : "self." + storage
                    edits.append(.replace(start..<assignment.rhsRange.upperBound, with: "\(target) = \(StateAttribute.spelling(for: property))(initialValue: \(value))", in: file))
                    continue
                }
                // Move it below the statement that completes `self`.
                if analysis.refers(to: property, inStatements: (assignment.statementIndex + 1)..<(complete + 1))
                    || analysis.canReturnEarly(before: complete + 1) {
                    return .failure(NoFix("an initializer reads it, or can return, before the point where the storage would be set; \(Self.storageByHand(property))", notes: here))
                }
                let anchor = analysis.statements[complete].item
                guard LineLayout.startsLine(statement.item, in: file), let end = LineLayout.lineEnd(after: statement.item, in: file),
                      let anchorEnd = LineLayout.lineEnd(after: anchor, in: file) else {
                    return .failure(NoFix("the assignment or the statement that completes 'self' shares its line with other code; \(Self.storageByHand(property))", notes: here))
                }
                let indentation = file.indentation(ofLineAt: anchor.startOffset)
                let lineEnding = file.lineEnding(at: anchor.endPositionBeforeTrailingTrivia.utf8Offset)
                let assignedValue: String
                // A constant, or a parameter no local shadows anywhere in the body, reads the same later.
                if StateFamily.isConstant(assignment.rhs, in: initializer), analysis.bindingCount(of: assignment.rhs[0].trimmedDescription) <= 1 {
                    edits.append(.replace(file.lineStart(statement.item.startOffset)..<end, with: "", in: file))
                    assignedValue = value
                } else {
                    let local = StateFamily.freshLocalName(for: property, in: analysis, type: type)
                    edits.append(.replace(start..<assignment.rhsRange.lowerBound, with: "let \(local) = ", in: file))
                    assignedValue = local
                }
                edits.append(.insert("\(indentation)self.\(storage) = \(StateAttribute.spelling(for: property))(initialValue: \(LineLayout.convertingLineEndings(assignedValue, to: lineEnding)))\(lineEnding)",
                                     at: anchorEnd, in: file))
            }
        }
        return .success(edits)
    }

    /// The edit that adds `self.x = <value>` right after the statement of `initializer` that
    /// completes `self` today (the last initialization of another property without a value),
    /// or before the first statement when there is none: on its own line, with that line's
    /// indentation and line ending; in a one-line body, as `; self.x = <value>` before the `}`.
    private func insertion(of property: StoredProperty, valueText: String, into initializer: Initializer,
                           analysis: InitBodyAnalysis) -> Result<FileEdit, NoFix> {
        let file = initializer.file
        let assignment = "self.\(property.nameToken.text) = "
        guard let body = initializer.declaration.body, let firstStatement = analysis.statements.first else {
            return .failure(NoFix("an initializer that relies on the value has an empty body"))
        }
        let oneLine = !valueText.contains(where: \.isNewline)
        if let anchorIndex = analysis.lastInitialization(otherThan: property) {
            let anchor = analysis.statements[anchorIndex].item
            if analysis.refers(to: property, inStatements: 0..<(anchorIndex + 1)) {
                return .failure(NoFix("an initializer that relies on the value uses the property before it would be assigned"))
            }
            if analysis.canReturnEarly(before: anchorIndex + 1) {
                return .failure(NoFix("an initializer that relies on the value can return before the point where it would assign it"))
            }
            if let end = LineLayout.lineEnd(after: anchor, in: file) {
                let indentation = file.indentation(ofLineAt: anchor.startOffset)
                let lineEnding = file.lineEnding(at: anchor.endPositionBeforeTrailingTrivia.utf8Offset)
                let value = LineLayout.convertingLineEndings(valueText, to: lineEnding)
                return .success(.insert("\(indentation)\(assignment)\(value)\(lineEnding)", at: end, in: file))
            }
            // `init(n: String) { self.n = n }`: the anchor is the last thing before `}` on its line.
            let end = anchor.endPositionBeforeTrailingTrivia.utf8Offset
            if oneLine, anchorIndex == analysis.statements.count - 1,
               file.text(end..<body.rightBrace.startOffset).allSatisfy({ $0 == " " || $0 == "\t" }) {
                return .success(.insert("; \(assignment)\(valueText)", at: end, in: file))
            }
            return .failure(NoFix("in an initializer that relies on the value, the statement that completes 'self' shares its line with other code"))
        }
        if let end = LineLayout.lineEnd(after: body.leftBrace, in: file), LineLayout.startsLine(firstStatement.item, in: file) {
            let indentation = file.indentation(ofLineAt: firstStatement.item.startOffset)
            let lineEnding = file.lineEnding(at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset)
            let value = LineLayout.convertingLineEndings(valueText, to: lineEnding)
            return .success(.insert("\(indentation)\(assignment)\(value)\(lineEnding)", at: end, in: file))
        }
        let start = firstStatement.item.startOffset
        if oneLine, file.location(of: start).line == file.location(of: body.leftBrace.startOffset).line {
            return .success(.insert("\(assignment)\(valueText); ", at: start, in: file))
        }
        return .failure(NoFix("the first statement of an initializer that relies on the value shares its line with other code"))
    }
}
