import StateFixCore
import StateFixModel
import SwiftSyntax

/// `state-generic-argument`: a `@State` whose type is a generic type written without its
/// arguments (`@State private var picked: Set = ["all"]`, `@State var ids = Set(list)`).
///
/// Follows the iOS 27 release notes ("in rare situations, automatic inference of `@State`'s
/// generic argument is less flexible with the macro; write the type more specifically") and
/// TN3211: with Xcode 27 this fails with "reference to generic type 'Set' requires arguments".
/// The fix writes the arguments when the initial value's literals make them certain, in the
/// spelling the user chose (`Set<String>`, never `[String]`).
struct StateGenericArgument: ProjectRule {
    static let description = RuleDescription(
        id: "state-generic-argument", family: .state,
        summary: "A @State type is a generic type written without its generic arguments.",
        source: "iOS 27 release notes (State generic argument inference); Apple TN3211",
        severity: .error, runsAfter: StateFamily.afterMigration,
        details: """
        A `@State` whose type is a generic type written without its arguments: `@State private var
        picked: Set = ["all"]`, `@State var ids = Set(["a"])`, `@State var order: [KeyPathComparator] = …`. Xcode 27 fails with "reference to generic
        type 'Set' requires arguments" (release notes; `error`). The fix writes the arguments when the
        literals make them certain, in your spelling: `Set<String>`, `Dictionary<String, Int>`,
        `ClosedRange<Int>` (never a switch to `[String]` sugar); otherwise, and for a generic type
        inside `[…]`, `[…: …]` or `…?`, the finding says what to write. Generic types are the
        standard library's and common SDK ones (`KeyPathComparator`, `SortDescriptor`, `Measurement`…)
        and those declared in the files.
        """,
        triggeringExamples: [
            RuleExample("""
            struct Filter: View {
                @State private var ↓picked: Set = ["all"]
                @State private var ↓ids = Set(["a"])
                var body: some View { Text("") }
            }
            """, expect: [FindingSpec(.error, "lacks the generic arguments"), FindingSpec(.error, "lacks the generic arguments")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Filter: View {
                @State private var picked: Set<String> = ["all"]
                @State private var names: [String] = []
                @StateObject private var model: Set = ["x"]
                var body: some View { Text("") }
            }
            """),
        ],
        corrections: [
            RuleExample("""
            struct Filter: View {
                @State private var picked: Set = ["all"]
                @State private var range: ClosedRange = 0...10
                var body: some View { Text("") }
            }
            """, corrected: """
            struct Filter: View {
                @State private var picked: Set<String> = ["all"]
                @State private var range: ClosedRange<Int> = 0...10
                var body: some View { Text("") }
            }
            """),
        ]
    )

    func check(_ context: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        let model = context.index(TypeIndex.self)
        let generic = ExpressionFacts.standardGenericTypes.union(model.genericTypeNames)
        // A finding and its fix stay in the property's file: other files are not looked into.
        for (_, property) in context.index(StatePropertyIndex.self).properties where context.reports(in: property.file.index) {
            // From the facts first: only a property that names a generic type is looked into.
            guard Self.mayName(generic, property) else { continue }
            let offset = property.nameOffset
            if let annotation = property.typeAnnotation?.as(IdentifierTypeSyntax.self), annotation.genericArgumentClause == nil,
               generic.contains(annotation.name.text) {
                let name = annotation.name.text
                var finding = Self.finding(
                    .error, "@State '\(property.name)' lacks the generic arguments of '\(name)': Xcode 27 fails to build",
                    atOffset: offset, in: property.file)
                if let arguments = property.initialValue.flatMap({ Self.arguments(for: name, from: $0, model: model) }) {
                    let end = annotation.name.endPositionBeforeTrailingTrivia.utf8Offset
                    let spelled = "\(name)<\(arguments)>"
                    finding.fix = Fix(id: context.makeFixID(), summary: "writes '\(spelled)'",
                                      edits: [.insert("<\(arguments)>", at: end, in: property.file)])
                } else {
                    finding.noFixReason = "the generic arguments are not certain from the initial value; write the full type (for example '\(name)<String>')"
                }
                findings.append(finding)
            } else if let annotation = property.typeAnnotation, let inner = Self.bareGenericElement(of: annotation, generic: generic) {
                let name = inner.name.text
                findings.append(Self.finding(
                    .error, "@State '\(property.name)' lacks the generic arguments of '\(name)' in its type: Xcode 27 fails to build",
                    atOffset: offset, in: property.file,
                    noFixReason: "write the generic arguments of '\(name)' in the annotation (for example '\(name)<…>')"))
            } else if !property.hasTypeAnnotation, let call = property.initialValue?.as(FunctionCallExprSyntax.self),
                      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), generic.contains(callee.baseName.text) {
                let name = callee.baseName.text
                var finding = Self.finding(
                    .error, "@State '\(property.name)' lacks the generic arguments of '\(name)(…)': Xcode 27 fails to build",
                    atOffset: offset, in: property.file)
                if call.arguments.count == 1, call.arguments.first?.label == nil, call.trailingClosure == nil,
                   let arguments = Self.arguments(for: name, from: call.arguments.first!.expression, model: model) {
                    let end = property.binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset
                    let spelled = "\(name)<\(arguments)>"
                    finding.fix = Fix(id: context.makeFixID(), summary: "adds the type annotation '\(spelled)'",
                                      edits: [.insert(": \(spelled)", at: end, in: property.file)])
                } else {
                    finding.noFixReason = "the generic arguments are not certain from '\(CodeSnippet.quote(property.initialValue!))'; add a type annotation with them (for example ': \(name)<String>')"
                }
                findings.append(finding)
            }
        }
        return findings
    }

    /// A generic type without arguments inside an array, dictionary or optional annotation
    /// (`[KeyPathComparator]`, `[String: Box]`, `Box?`), where the fix cannot know the arguments.
    /// Whether the property's type annotation spells a name of `generic`, or (without one) its
    /// initial value calls one: the shapes `check` reports, told from the facts (no syntax).
    static func mayName(_ generic: Set<String>, _ property: StoredProperty) -> Bool {
        if let annotation = property.typeAnnotationText {
            return annotation.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { generic.contains(String($0)) }
        }
        return property.initialValueCallee.map { generic.contains($0) } ?? false
    }

    static func bareGenericElement(of type: TypeSyntax, generic: Set<String>) -> IdentifierTypeSyntax? {
        let inner: [TypeSyntax]
        if let array = type.as(ArrayTypeSyntax.self) { inner = [array.element] }
        else if let dictionary = type.as(DictionaryTypeSyntax.self) { inner = [dictionary.key, dictionary.value] }
        else if let optional = type.as(OptionalTypeSyntax.self) { inner = [optional.wrappedType] }
        else if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { inner = [optional.wrappedType] }
        else { return nil }
        for element in inner {
            if let identifier = element.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
               generic.contains(identifier.name.text) { return identifier }
            if let nested = bareGenericElement(of: element, generic: generic) { return nested }
        }
        return nil
    }

    /// The generic arguments of `name` that a literal value makes certain: `Set`/`Array` from an
    /// array literal, `Dictionary` from a dictionary literal, `Range`/`ClosedRange` from
    /// `a..<b` / `a...b`, `Optional` from a literal.
    static func arguments(for name: String, from value: ExprSyntax, model: TypeIndex) -> String? {
        switch name {
        case "Set", "Array":
            guard value.is(ArrayExprSyntax.self), let array = ExpressionFacts.inferredType(value, model: model) else { return nil }
            return String(array.dropFirst().dropLast())
        case "Dictionary":
            guard let dictionary = value.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
                  let first = elements.first,
                  let key = ExpressionFacts.inferredType(first.key, model: model),
                  let item = ExpressionFacts.inferredType(first.value, model: model),
                  elements.allSatisfy({ ExpressionFacts.inferredType($0.key, model: model) == key && ExpressionFacts.inferredType($0.value, model: model) == item })
            else { return nil }
            return "\(key), \(item)"
        case "Range", "ClosedRange":
            guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
                  op.operator.text == (name == "Range" ? "..<" : "..."),
                  let lower = ExpressionFacts.inferredType(sequence.elements.first!, model: model),
                  lower == ExpressionFacts.inferredType(sequence.elements.last!, model: model),
                  ["Int", "Double"].contains(lower) else { return nil }
            return lower
        case "Optional":
            return ExpressionFacts.inferredType(value, model: model)
        default:
            return nil
        }
    }
}
