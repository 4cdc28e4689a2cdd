import StateFixCore
import StateFixModel
import SwiftSyntax

/// `state-init-order`: an initializer assigns a `@State` property that has no initial value
/// before a later statement initializes another stored property.
///
/// Follows Apple TN3211: with Xcode 27 `@State` is a macro whose setter needs `self` fully
/// initialized, so a `@State` assignment must come after every other stored property is
/// initialized ("'self' used before all stored properties are initialized"). The fix moves
/// the assignment (whole lines, with the comment lines directly above it) below the last
/// such statement, when every statement it jumps over is a plain stored-property assignment
/// and the reordering cannot change what is evaluated.
///
/// It runs after `state-default-and-init`, on the text with that rule's fixes: a property whose
/// initial value that rule removed is then an ordinary candidate. A property that keeps its
/// initial value is reported only where `state-default-and-init` does not report it (disabled
/// or suppressed there), and never moved: its assignment would then be discarded.
struct StateInitOrder: ProjectRule {
    static let description = RuleDescription(
        id: "state-init-order", family: .state,
        summary: "A @State property is assigned before another stored property is initialized.",
        source: "Apple TN3211 (assign @State after every other stored property)",
        severity: .error,
        runsAfter: [StateDefaultAndInit.id],
        details: """
        An initializer assigns a `@State` property before a later statement initializes another
        stored property. With Xcode 27: "'self' used before all stored properties are initialized"
        (`error`; the storage spelling `_x = State(…)` of a property without initial value still
        builds: `note`). TN3211: assign `@State` after every other stored property.

        The fix moves the whole statement (with the comment lines directly above it) below the last
        such initialization, only when every statement it jumps over is a plain stored-property
        assignment, either the moved right-hand side or all the jumped-over ones have no calls (so
        evaluation order cannot matter), and neither reads what the other writes.

        It runs in a later pass than `state-default-and-init`, on the text with that rule's fixes, so
        Apple's `StickerPageView` (initial value plus `self.page = page` before `self.title = title`)
        gets both fixes in one run. An assignment of a property that keeps its initial value is never
        moved: today it re-initializes the storage, after a move its value would be discarded; such a
        property is reported here only where `state-default-and-init` is disabled or suppressed (that
        rule reports it otherwise), and the fix waits for that rule to remove the value.
        """,
        triggeringExamples: [
            RuleExample("""
            struct Row: View {
                let index: Int
                @State private var isCollapsed: Bool
                init(index: Int) {
                    ↓self.isCollapsed = index > 0
                    self.index = index
                }
            }
            """, expect: [FindingSpec(.error, "Xcode 27 fails to build")]),
            RuleExample("""
            struct StickerPageView: View {
                let title: String
                @State private var page: Page = Page()
                init(page: Page, title: String) {
                    ↓self.page = page
                    self.title = title
                }
            }
            """, expect: [FindingSpec(.error, "state-default-and-init")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Row: View {
                let index: Int
                @State private var isCollapsed: Bool
                init(index: Int) {
                    self.index = index
                    self.isCollapsed = index > 0
                }
            }
            """),
            RuleExample("""
            struct Row: View {
                var note: String?
                @State private var isCollapsed: Bool
                init(index: Int) {
                    self.isCollapsed = index > 0
                    self.note = "x"
                }
            }
            """),
        ],
        corrections: [
            RuleExample("""
            struct Row: View {
                let index: Int
                @State private var isCollapsed: Bool
                init(index: Int) {
                    // collapsed unless first
                    self.isCollapsed = index > 0
                    self.index = index
                }
            }
            """, corrected: """
            struct Row: View {
                let index: Int
                @State private var isCollapsed: Bool
                init(index: Int) {
                    self.index = index
                    // collapsed unless first
                    self.isCollapsed = index > 0
                }
            }
            """),
        ]
    )

    private struct Candidate {
        var assignment: PropertyAssignment
        var statement: InitStatement
    }

    func check(_ context: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        let analyses = context.index(InitializerAnalyses.self)
        for type in context.index(StatePropertyIndex.self).types {
            // Reported in the initializer: initializers outside the edit scope are not looked into.
            for initializer in type.designatedInitializers where context.reports(in: initializer.file.index) {
                let analysis = analyses.analysis(of: initializer, in: type)
                guard let last = analysis.statements.last(where: { Self.initializesOther($0) }) else { continue }
                var movable: [Candidate] = [], keeping: [Candidate] = []
                for statement in analysis.statements[..<last.index] {
                    for assignment in statement.assignments where assignment.property.isState {
                        let property = assignment.property
                        // The storage spelling sets the value in any position (both worlds), so moving
                        // it changes nothing but the order; a setter call needs `self` complete, and on a
                        // property that keeps its initial value it would then be discarded.
                        if assignment.isStorage || !StateFamily.hasInitialValue(property) {
                            movable.append(Candidate(assignment: assignment, statement: statement))
                        } else if property.hasInitialValue,
                                  !context.isSelected(StateDefaultAndInit.id, file: property.file.index, offset: property.nameOffset) {
                            keeping.append(Candidate(assignment: assignment, statement: statement))
                        }
                    }
                }
                guard !movable.isEmpty || !keeping.isEmpty else { continue }
                let outcome = movable.isEmpty ? nil : planMove(movable, after: last, in: initializer, analysis: analysis, type: type, context: context)
                let laterNames = Self.namesInitialized(by: last).map { "'\($0)'" }
                // Several names go into the note, so the headline stays short.
                let later = laterNames.count == 1 ? laterNames[0] : "\(laterNames.count) other stored properties"
                let laterNote = FindingNote("\(EnglishList.and(laterNames)) \(laterNames.count == 1 ? "is" : "are") initialized here", at: last.item, in: initializer.file)
                // One finding per property and initializer; further assignments are notes.
                var seen: [ObjectIdentifier] = []
                for candidate in movable + keeping where !seen.contains(ObjectIdentifier(candidate.assignment.property)) {
                    let property = candidate.assignment.property
                    seen.append(ObjectIdentifier(property))
                    let all = (movable + keeping).filter { $0.assignment.property === property }
                    let keeps = property.hasInitialValue && !property.hasImplicitNil && !(property.initialValue?.is(NilLiteralExprSyntax.self) ?? false)
                    let storage = all.allSatisfy(\.assignment.isStorage)
                    let severity: Severity
                    let message: String
                    if storage && !property.hasInitialValue {
                        severity = .note
                        message = "'_\(property.name)' is set before \(later) \(laterNames.count == 1 ? "is" : "are") initialized; TN3211 asks to set @State last"
                    } else if storage {
                        severity = .error
                        message = "'_\(property.name)' is set before \(later) while '\(property.name)' has an initial value: Xcode 27 fails to build"
                    } else {
                        severity = .error
                        message = "@State '\(property.name)' is assigned before \(later) \(laterNames.count == 1 ? "is" : "are") initialized: Xcode 27 fails to build"
                    }
                    let also = all.dropFirst().map { FindingNote("also assigned here", at: $0.assignment.expression, in: initializer.file) }
                    var finding = Self.finding(severity, message, at: candidate.assignment.expression, in: initializer.file, notes: also + [laterNote])
                    if keeps && !storage {
                        finding.noFixReason = "'\(property.name)' keeps its initial value, so a move would discard the assigned value; remove it by hand or with \(StateDefaultAndInit.id), which is disabled or suppressed for '\(property.name)'"
                    } else if let outcome {
                        finding.resolve(outcome)
                    }
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// True when the statement initializes a stored property that is not `@State` and starts uninitialized.
    static func initializesOther(_ statement: InitStatement) -> Bool {
        statement.assignments.contains { !$0.property.isState && !$0.property.startsInitialized }
    }

    static func namesInitialized(by statement: InitStatement) -> [String] {
        var seen: [String] = []
        for assignment in statement.assignments where !assignment.property.isState && !seen.contains(assignment.property.name) {
            seen.append(assignment.property.name)
        }
        return seen
    }

    /// What a statement that is not one plain assignment is, in the person's words: "an 'if'",
    /// "a 'switch'", "a loop", "a local declaration", "a call", "a closure"…
    static func construct(_ statement: InitStatement) -> String {
        var node = Syntax(statement.item.item)
        if let expression = node.as(ExpressionStmtSyntax.self)?.expression { node = Syntax(expression) }
        if node.is(IfExprSyntax.self) { return "an 'if'" }
        if node.is(SwitchExprSyntax.self) { return "a 'switch'" }
        if node.is(GuardStmtSyntax.self) { return "a 'guard'" }
        if node.is(DoStmtSyntax.self) { return "a 'do'" }
        if node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) { return "a loop" }
        if node.is(VariableDeclSyntax.self) { return "a local declaration" }
        if node.is(FunctionCallExprSyntax.self) { return "a call" }
        if statement.assignments.count > 1 { return "a statement that assigns several properties" }
        if node.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftBrace }) { return "a closure" }
        return "code that is not one plain assignment"
    }

    private func planMove(_ candidates: [Candidate], after target: InitStatement, in initializer: Initializer,
                          analysis: InitBodyAnalysis, type: TypeDeclaration, context: ProjectContext) -> Result<Fix, NoFix> {
        let file = initializer.file
        let targetNames = EnglishList.and(Self.namesInitialized(by: target).map { "'\($0)'" })
        let byHand = "move the @State assignments below the initialization of \(targetNames) by hand"
        if let reason = type.incompleteReason { return .failure(NoFix("\(reason); \(byHand)")) }
        if analysis.isUncertain { return .failure(NoFix("\(analysis.uncertaintyReason ?? "the body cannot be analysed"); \(byHand)")) }
        let moved = Set(candidates.map(\.statement.index))
        // The fix is shared by every property's finding: each one inside a construct is named
        // (a finding for `_b` that named only `a` would read as wrong).
        var inside: [(construct: String, names: [String])] = []
        for candidate in candidates {
            if let plain = candidate.statement.plainAssignment, plain.property === candidate.assignment.property { continue }
            let construct = Self.construct(candidate.statement), name = "'\(candidate.assignment.property.name)'"
            if let index = inside.firstIndex(where: { $0.construct == construct }) {
                if !inside[index].names.contains(name) { inside[index].names.append(name) }
            } else {
                inside.append((construct, [name]))
            }
        }
        if !inside.isEmpty {
            let parts = inside.map { "\(EnglishList.and($0.names)) \($0.names.count == 1 ? "is" : "are") assigned inside \($0.construct)" }
            return .failure(NoFix("\(parts.joined(separator: ", ")); \(byHand)"))
        }
        // Statements jumped over: every other statement up to and including the target.
        let jumped = analysis.statements[(candidates.map(\.statement.index).min()! + 1)...target.index].filter { !moved.contains($0.index) }
        for statement in jumped where statement.plainAssignment == nil {
            let place = statement.index == target.index ? "\(targetNames) \(Self.namesInitialized(by: target).count == 1 ? "is" : "are") initialized inside"
                                                        : "between them is"
            return .failure(NoFix("\(place) \(Self.construct(statement)); \(byHand)"))
        }
        let movedPure = candidates.allSatisfy { ExpressionFacts.isPure($0.assignment.rhs, allowStateConstruction: $0.assignment.isStorage) }
        let jumpedPure = jumped.allSatisfy { ExpressionFacts.isPure($0.plainAssignment!.rhs) }
        var jumpedNames: Set<String> = []
        for statement in jumped { jumpedNames.formUnion(statement.plainAssignment!.property.referenceNames) }
        for candidate in candidates {
            let property = candidate.assignment.property
            if analysis.refers(to: property.referenceNames, in: jumped.map { Syntax($0.item) }) {
                return .failure(NoFix("a later statement reads '\(property.name)'; move it and the statements that read it below \(targetNames) by hand"))
            }
        }
        // Lines: each moved statement owns its lines; the target ends its line.
        guard let insertAt = LineLayout.lineEnd(after: target.item, in: file) else {
            return .failure(NoFix("the initialization of \(targetNames) shares its line with other code; \(byHand)"))
        }
        let targetIndent = file.indentation(ofLineAt: target.item.startOffset)
        let lineEnding = file.lineEnding(at: target.item.endPositionBeforeTrailingTrivia.utf8Offset)
        var edits: [FileEdit] = []
        var movedText = ""
        var bound: [String] = []
        for index in moved.sorted() {
            let statement = analysis.statements[index]
            let item = statement.item
            guard LineLayout.startsLine(item, in: file), let end = LineLayout.lineEnd(after: item, in: file) else {
                return .failure(NoFix("the assignment shares its line with other code; \(byHand)"))
            }
            let assignment = statement.plainAssignment!
            // A right-hand side that must run where it is (calls on both sides, or it reads what
            // a later statement assigns) is evaluated there into a local; only the assignment moves.
            if (!movedPure && !jumpedPure) || analysis.refers(to: jumpedNames, in: assignment.rhs.map(Syntax.init)) {
                let local = StateFamily.freshLocalName(for: assignment.property, in: analysis, type: type)
                guard let lhs = assignment.expression.elements.first, !bound.contains(local) else {
                    return .failure(NoFix("the assignment cannot be split; \(byHand)"))
                }
                bound.append(local)
                edits.append(.replace(lhs.startOffset..<assignment.rhsRange.lowerBound, with: "let \(local) = ", in: file))
                movedText += targetIndent + file.text(lhs.trimmedRange) + " = " + local + lineEnding
                continue
            }
            let start = Self.attachedCommentStart(of: item, in: file)
            edits.append(.replace(start..<end, with: "", in: file))
            let indent = file.indentation(ofLineAt: item.startOffset)
            let text = file.text(start..<end)
            movedText += indent == targetIndent ? text : Self.reindentLines(text, from: indent, to: targetIndent)
        }
        if let last = movedText.utf8.last, last != UInt8(ascii: "\n") && last != UInt8(ascii: "\r") { movedText += lineEnding }
        edits.append(.insert(movedText, at: insertAt, in: file))
        let properties = EnglishList.and(candidates.map { "'\($0.assignment.property.name)'" })
        let summary = bound.isEmpty
            ? "moves the assignment\(moved.count > 1 ? "s" : "") of \(properties) below the initialization of \(targetNames)"
            : "assigns \(properties) after the initialization of \(targetNames), evaluating \(moved.count > 1 ? "the values" : "the value") where \(moved.count > 1 ? "they were" : "it was") (into \(EnglishList.and(bound.map { "'\($0)'" })))"
        return .success(Fix(id: context.makeFixID(), summary: summary, edits: edits))
    }

    /// The start of the first `//` comment line directly above `item` (no blank line in
    /// between), or the start of `item`'s own line.
    static func attachedCommentStart(of item: CodeBlockItemSyntax, in file: SourceFile) -> Int {
        var start = file.lineStart(item.startOffset)
        let triviaStart = item.position.utf8Offset
        while start > triviaStart {
            let previous = file.previousLineStart(start)
            guard previous >= triviaStart else { break }
            let line = file.text(previous..<start).trimmingCharacters(in: " \t\r\n")
            guard line.hasPrefix("//") else { break }
            start = previous
        }
        return start
    }

    static func reindentLines(_ text: String, from old: String, to new: String) -> String {
        var result = ""
        var lineStart = true
        var rest = Substring(text)
        while !rest.isEmpty {
            if lineStart && rest.hasPrefix(old) {
                result += new
                rest = rest.dropFirst(old.count)
            }
            let character = rest.removeFirst()
            result.append(character)
            lineStart = character.isNewline
        }
        return result
    }
}

