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
public struct StateInitOrder: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "state-init-order",
        summary: "A @State property without initial value is assigned before another stored property is initialized.",
        source: "Apple TN3211 (assign @State after every other stored property)",
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
            """),
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

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let model = context.model
        for type in model.types {
            for initializer in type.designatedInitializers {
                let analysis = model.analysis(of: initializer, in: type)
                guard let last = analysis.statements.last(where: { Self.initializesOther($0) }) else { continue }
                var candidates: [Candidate] = []
                for statement in analysis.statements[..<last.index] {
                    for assignment in statement.assignments
                    where assignment.property.isState && !context.keepsInitialValue(assignment.property) {
                        candidates.append(Candidate(assignment: assignment, statement: statement))
                    }
                }
                guard !candidates.isEmpty else { continue }
                let outcome = planMove(candidates, after: last, in: initializer, analysis: analysis, type: type, context: context)
                let laterNames = Self.namesInitialized(by: last)
                for candidate in candidates {
                    let property = candidate.assignment.property
                    let storage = candidate.assignment.isStorage
                    var message = "\(initializer.displayName) \(storage ? "initializes the storage of" : "assigns") @State property '\(property.name)' before stored \(laterNames.count == 1 ? "property" : "properties") \(laterNames.map { "'\($0)'" }.joined(separator: ", ")) \(laterNames.count == 1 ? "is" : "are") initialized"
                    let removed = property.initialValue != nil
                    message += storage
                        ? ": \(removed ? "once its initial value is removed (state-default-and-init), " : "")this builds, but TN3211 asks to assign @State after every other stored property."
                        : ": \(removed ? "even once its initial value is removed (state-default-and-init), " : "")this fails to build with Xcode 27 ('self' used before all stored properties are initialized; TN3211 asks to assign @State after every other stored property)."
                    var finding = Finding(ruleID: Self.description.id, severity: storage ? .warning : .error, message: message,
                                          file: initializer.file.index,
                                          offset: candidate.assignment.expression.positionAfterSkippingLeadingTrivia.utf8Offset)
                    switch outcome {
                    case .success(let fix): finding.fix = fix
                    case .failure(let reason): finding.noFixReason = reason.text
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

    private func planMove(_ candidates: [Candidate], after target: InitStatement, in initializer: Initializer,
                          analysis: InitBodyAnalysis, type: TypeDeclaration, context: RuleContext) -> Result<Fix, NoFix> {
        let file = initializer.file
        if let reason = type.incompleteReason { return .failure(NoFix(reason)) }
        if analysis.isUncertain { return .failure(NoFix(analysis.uncertaintyReason ?? "the body cannot be analysed")) }
        let moved = Set(candidates.map(\.statement.index))
        var requires: [Int] = []
        for candidate in candidates {
            guard let plain = candidate.statement.plainAssignment, plain.property === candidate.assignment.property else {
                return .failure(NoFix("the assignment is not a statement of its own at the top of the initializer (it is inside a condition, loop or closure, or assigns several properties)"))
            }
            if let fix = context.plannedValueRemovals[ObjectIdentifier(plain.property)] { requires.append(fix) }
        }
        // Statements jumped over: every other statement up to and including the target.
        let jumped = analysis.statements[(candidates.map(\.statement.index).min()! + 1)...target.index].filter { !moved.contains($0.index) }
        for statement in jumped where statement.plainAssignment == nil {
            return .failure(NoFix("a statement between the assignment and the initialization of '\(Self.namesInitialized(by: target).joined(separator: "', '"))' is not a plain stored-property assignment"))
        }
        let movedPure = candidates.allSatisfy { ExpressionFacts.isPure($0.assignment.rhs, allowStateConstruction: $0.assignment.isStorage) }
        let jumpedPure = jumped.allSatisfy { ExpressionFacts.isPure($0.plainAssignment!.rhs) }
        if !movedPure && !jumpedPure {
            return .failure(NoFix("moving it would change the order in which calls on the right-hand sides run"))
        }
        var jumpedNames: Set<String> = []
        for statement in jumped {
            let property = statement.plainAssignment!.property
            jumpedNames.formUnion([property.name, "_" + property.name, "$" + property.name])
        }
        for candidate in candidates {
            if analysis.refers(to: jumpedNames, in: candidate.assignment.rhs.map(Syntax.init)) {
                return .failure(NoFix("its right-hand side reads a property that a later statement assigns"))
            }
            let property = candidate.assignment.property
            let names: Set<String> = [property.name, "_" + property.name, "$" + property.name]
            if analysis.refers(to: names, in: jumped.map { Syntax($0.item) }) {
                return .failure(NoFix("a later statement uses '\(property.name)'"))
            }
        }
        // Lines: each moved statement owns its lines; the target ends its line.
        guard let insertAt = LineLayout.lineEnd(after: target.item, in: file) else {
            return .failure(NoFix("the initialization of '\(Self.namesInitialized(by: target).joined(separator: "', '"))' shares its line with other code"))
        }
        let targetIndent = file.indentation(ofLineAt: target.item.positionAfterSkippingLeadingTrivia.utf8Offset)
        var edits: [SourceEdit] = []
        var movedText = ""
        for index in moved.sorted() {
            let item = analysis.statements[index].item
            guard LineLayout.startsLine(item, in: file), let end = LineLayout.lineEnd(after: item, in: file) else {
                return .failure(NoFix("the assignment shares its line with other code"))
            }
            let start = Self.attachedCommentStart(of: item, in: file)
            edits.append(SourceEdit(file: file.index, range: start..<end, replacement: ""))
            let indent = file.indentation(ofLineAt: item.positionAfterSkippingLeadingTrivia.utf8Offset)
            let text = file.text(start..<end)
            movedText += indent == targetIndent ? text : Self.reindentLines(text, from: indent, to: targetIndent)
        }
        if let last = movedText.utf8.last, last != UInt8(ascii: "\n") && last != UInt8(ascii: "\r") { movedText += file.lineEnding(at: target.item.endPositionBeforeTrailingTrivia.utf8Offset) }
        edits.append(SourceEdit(file: file.index, range: insertAt..<insertAt, replacement: movedText))
        let names = Self.namesInitialized(by: target).map { "'\($0)'" }.joined(separator: ", ")
        return .success(Fix(id: context.makeFixID(),
                            summary: "moves the assignment\(moved.count > 1 ? "s" : "") of \(candidates.map { "'\($0.assignment.property.name)'" }.joined(separator: ", ")) below the initialization of \(names)",
                            edits: edits, requires: requires))
    }

    /// The start of the first `//` comment line directly above `item` (no blank line in
    /// between), or the start of `item`'s own line.
    static func attachedCommentStart(of item: CodeBlockItemSyntax, in file: SourceFile) -> Int {
        var start = file.lineStart(item.positionAfterSkippingLeadingTrivia.utf8Offset)
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

extension String {
    func trimmingCharacters(in set: String) -> String {
        String(Substring(self).trimmingCharacters(in: set))
    }
}
