import SwiftSyntax

/// `state-type-annotation` (opt-in, `--annotate-state-types`): a `@State` property without a
/// type annotation.
///
/// Follows the iOS 27 release notes: the `@State` macro infers the property's type from its
/// initial value less flexibly than the property wrapper did. Writing the type the compiler
/// infers today is insurance against inference differences. The fix adds the annotation when
/// the type is certain from the text (the same inference as `state-default-and-init`).
public struct StateTypeAnnotation: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "state-type-annotation",
        summary: "A @State property has no type annotation (opt-in: --annotate-state-types).",
        source: "iOS 27 release notes (State type inference with the macro)",
        triggeringExamples: [
            RuleExample("""
            struct Counter: View {
                @State private var ↓count = 0
                @State private var ↓theme = Theme.shared
                var body: some View { Text("") }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Counter: View {
                @State private var count: Int = 0
                @StateObject private var model = Model()
                var body: some View { Text("") }
            }
            """),
        ],
        corrections: [
            RuleExample("""
            struct Counter: View {
                @State private var count = 0
                @State private var names = ["a"]
                var body: some View { Text("") }
            }
            """, corrected: """
            struct Counter: View {
                @State private var count: Int = 0
                @State private var names: [String] = ["a"]
                var body: some View { Text("") }
            }
            """),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.options.annotateStateTypes else { return [] }
        var findings: [Finding] = []
        let generic = ExpressionFacts.standardGenericTypes.union(context.model.genericTypeNames)
        for type in context.model.types {
            for property in type.stateProperties where property.typeAnnotation == nil {
                guard let value = property.initialValue else { continue }
                // state-default-and-init writes the annotation when it removes the value, and
                // state-generic-argument when the value is a generic type without arguments.
                if context.plannedValueRemovals[ObjectIdentifier(property)] != nil { continue }
                if let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
                   generic.contains(callee.baseName.text) { continue }
                var finding = Finding(
                    ruleID: Self.description.id, severity: .warning,
                    message: "@State property '\(property.name)' has no type annotation: the Xcode 27 @State macro infers the type from the initial value less flexibly than the property wrapper did (iOS 27 release notes).",
                    file: property.file.index, offset: property.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset)
                if let inferred = ExpressionFacts.inferredType(value, model: context.model) {
                    let end = property.binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset
                    finding.fix = Fix(id: context.makeFixID(), summary: "adds ': \(inferred)'",
                                      edits: [SourceEdit(file: property.file.index, range: end..<end, replacement: ": \(inferred)")], requires: [])
                } else {
                    finding.noFixReason = "the type cannot be inferred with certainty from '\(value.trimmedDescription.prefix(40))'; write it by hand"
                }
                findings.append(finding)
            }
        }
        return findings
    }
}
