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
                    // storage (`_x = State(initialValue:)`) is the idiom that keeps the value.
                    if onlyStorage { continue }
                    var message = "@State property '\(property.name)' is optional without an initial value, so it starts as nil, and \(assigns)"
                    message += early == nil
                        ? " after the other stored properties: SwiftUI silently discards the initializer's value today (TN3211)."
                        : "\(earlyText) before the other stored properties are initialized: today the value is kept only because of that order; TN3211 asks to assign @State after every other stored property, where it would be discarded."
                    findings.append(Finding(
                        ruleID: Self.description.id, severity: .warning, message: message, file: property.file.index, offset: offset,
                        noFixReason: "there is no initial value to remove; assign the storage instead ('_\(property.name) = State(initialValue: …)'), which keeps the value in any position"))
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
        let names = initializers.map(\.displayName)
        if names.count <= 2 { return names.joined(separator: " and ") }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    // MARK: Fix

    /// The fix's summary and edits, assuming the initial values of `removable` properties go too.
    private func plan(_ item: Pending, removable: Set<ObjectIdentifier>, context: RuleContext) -> Result<(String, [SourceEdit]), NoFix> {
        let (property, value, type, initializers) = (item.property, item.value, item.type, item.initializers)
        let model = context.model
        if let reason = type.incompleteReason { return .failure(NoFix(reason)) }
        if !type.primaryBodyAlwaysDeclaresInit {
            return .failure(NoFix("'\(type.name)' declares no initializer in its body\(type.initializers.contains { $0.place == .primaryBody } ? " in every #if configuration" : ""), so its synthesized initializer relies on the initial value (removing it would change that initializer's signature)"))
        }
        guard let initializerClause = property.binding.initializer else { return .failure(NoFix("no initial value")) }
        var annotation = ""
        if property.typeAnnotation == nil {
            guard let type = ExpressionFacts.inferredType(value, model: model) else {
                return .failure(NoFix("the property's type cannot be inferred with certainty from '\(value.trimmedDescription.prefix(40))'; add a type annotation and run statefix again"))
            }
            annotation = ": " + type
        }
        let file = property.file
        let anchor = property.binding.typeAnnotation.map(Syntax.init) ?? Syntax(property.binding.pattern)
        let removal = anchor.endPositionBeforeTrailingTrivia.utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset
        if ExpressionFacts.containsComment(in: removal, of: property.binding) {
            return .failure(NoFix("the initial value contains comments that would be lost"))
        }
        _ = initializerClause
        var edits = [SourceEdit(file: file.index, range: removal, replacement: annotation)]
        var insertedInto: [Initializer] = []
        let valueText = file.text(value.positionAfterSkippingLeadingTrivia.utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset)

        for initializer in initializers {
            let analysis = model.analysis(of: initializer, in: type)
            let where_ = initializer.file === file ? "" : " in \(initializer.file.name)"
            if analysis.isUncertain { return .failure(NoFix("in \(initializer.displayName)\(where_), \(analysis.uncertaintyReason ?? "the body cannot be analysed")")) }
            let assignments = analysis.assignments(of: property)
            if !assignments.isEmpty {
                guard analysis.definitelyAssigns(property) else {
                    let returnsFirst = analysis.statements.contains { $0.definitelyAssigns.contains(property.name) }
                    return .failure(NoFix("\(initializer.displayName)\(where_) assigns it on some paths only\(returnsFirst ? " (it can return before the assignment)" : "")"))
                }
                let firstDefinite = analysis.statements.first { $0.definitelyAssigns.contains(property.name) }!.index
                if analysis.refers(to: property, inStatements: 0..<firstDefinite) {
                    return .failure(NoFix("\(initializer.displayName)\(where_) uses it before assigning it"))
                }
                // Without the initial value, `self` is complete only once this assignment ran:
                // what runs between the other initializations and it must not need `self`.
                let complete = analysis.lastInitialization(otherThan: property) ?? -1
                if firstDefinite > complete {
                    let between = analysis.statements[(complete + 1)...firstDefinite].map { Syntax($0.item) }
                    if analysis.usesWholeSelf(in: between, initializing: removable.union([ObjectIdentifier(property)])) {
                        return .failure(NoFix("before \(initializer.displayName)\(where_) assigns it, it uses the whole 'self' (a method, a computed or wrapped property, or another @State's setter), which needs every stored property initialized"))
                    }
                }
                continue
            }
            // This initializer relied on the initial value: assign it there.
            if property.access <= .fileprivate && initializer.file !== file {
                return .failure(NoFix("\(initializer.displayName) in \(initializer.file.name) relies on the initial value but cannot see the \(property.access) property; make it assign the property, or move it into \(file.name)"))
            }
            if property.ifConfigPath.relation(to: initializer.ifConfigPath) != .together {
                return .failure(NoFix("\(initializer.displayName)\(where_) exists in #if configurations where the property does not"))
            }
            switch insertion(of: property, valueText: valueText, into: initializer, analysis: analysis) {
            case .success(let edit): edits.append(edit); insertedInto.append(initializer)
            case .failure(let reason): return .failure(reason)
            }
        }
        var summary = "removes the initial value"
        if !annotation.isEmpty { summary += " and adds the type annotation '\(annotation.dropFirst(2))'" }
        if !insertedInto.isEmpty {
            summary += "; \(Self.list(insertedInto)) now \(insertedInto.count == 1 ? "assigns" : "assign") the old value explicitly"
        }
        return .success((summary, edits))
    }

    /// The edit that adds `self.x = <value>` on its own line right after the last statement
    /// of `initializer` that initializes another stored property (first statement if none).
    private func insertion(of property: StoredProperty, valueText: String, into initializer: Initializer,
                           analysis: InitBodyAnalysis) -> Result<SourceEdit, NoFix> {
        let file = initializer.file
        guard let body = initializer.declaration.body, let firstStatement = analysis.statements.first else {
            return .failure(NoFix("\(initializer.displayName) has an empty body; add 'self.\(property.name) = …' there by hand"))
        }
        // Right after the statement that completes `self` today (the last initialization of a
        // property without a value): everything after it keeps running with `self` complete.
        let anchorIndex = analysis.lastInitialization(otherThan: property)
        let offset: Int
        let indentation: String
        let lineEnding: String
        if let anchorIndex {
            let anchor = analysis.statements[anchorIndex].item
            guard let end = LineLayout.lineEnd(after: anchor, in: file) else {
                return .failure(NoFix("in \(initializer.displayName) the statement to insert after shares its line with other code"))
            }
            if analysis.refers(to: property, inStatements: 0..<(anchorIndex + 1)) {
                return .failure(NoFix("\(initializer.displayName) uses the property before it would be assigned"))
            }
            if analysis.canReturnEarly(before: anchorIndex + 1) {
                return .failure(NoFix("\(initializer.displayName) can return before the point where it would assign the value"))
            }
            offset = end
            indentation = file.indentation(ofLineAt: anchor.positionAfterSkippingLeadingTrivia.utf8Offset)
            lineEnding = file.lineEnding(at: anchor.endPositionBeforeTrailingTrivia.utf8Offset)
        } else {
            let brace = body.leftBrace
            guard let end = LineLayout.lineEnd(after: brace, in: file), LineLayout.startsLine(firstStatement.item, in: file) else {
                return .failure(NoFix("\(initializer.displayName)'s body shares a line with its braces"))
            }
            offset = end
            indentation = file.indentation(ofLineAt: firstStatement.item.positionAfterSkippingLeadingTrivia.utf8Offset)
            lineEnding = file.lineEnding(at: brace.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        let value = LineLayout.convertingLineEndings(valueText, to: lineEnding)
        return .success(SourceEdit(file: file.index, range: offset..<offset,
                                   replacement: "\(indentation)self.\(property.nameToken.text) = \(value)\(lineEnding)"))
    }
}

/// Why a finding has no fix (one clause, no trailing period).
struct NoFix: Error {
    var text: String
    init(_ text: String) { self.text = text }
}
