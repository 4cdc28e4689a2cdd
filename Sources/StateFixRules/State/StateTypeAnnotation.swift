import StateFixCore
import StateFixModel
import SwiftSyntax

/// `state-type-annotation` (opt-in, `--annotate-state-types`): a `@State` property without a
/// type annotation.
///
/// Follows the iOS 27 release notes: the `@State` macro infers the property's type from its
/// initial value less flexibly than the property wrapper did. Writing the type the compiler
/// infers today is insurance against inference differences. The fix adds the annotation when
/// the type is certain from the text (the same inference as `state-default-and-init`). It runs
/// after the rules that write annotations themselves, on their result.
struct StateTypeAnnotation: ProjectRule {
    static let description = RuleDescription(
        id: "state-type-annotation", family: .state,
        summary: "A @State property has no type annotation.",
        source: "iOS 27 release notes (State type inference with the macro)",
        severity: .warning, isOptIn: true,
        runsAfter: [StateDefaultAndInit.id, StateGenericArgument.id],
        enableFlag: "--annotate-state-types",
        details: """
        Adds the type annotation to every `@State` that has none, when the type is certain from the
        initial value (the same inference as `state-default-and-init`), as insurance against the
        macro's less flexible inference; reports the others. Off by default. It runs after
        `state-default-and-init` and `state-generic-argument`, which write annotations themselves,
        and leaves a generic type without arguments (`Set(names)`) to `state-generic-argument`
        where that rule runs.
        """,
        triggeringExamples: [
            RuleExample("""
            struct Counter: View {
                @State private var ↓count = 0
                @State private var ↓theme = Theme.shared
                var body: some View { Text("") }
            }
            """, expect: [FindingSpec(.warning, "no type annotation"), FindingSpec(.warning, "no type annotation")]),
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

    func check(_ context: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        let model = context.index(TypeIndex.self)
        let generic = ExpressionFacts.standardGenericTypes.union(model.genericTypeNames)
        // A finding and its fix stay in the property's file: other files are not looked into.
        for (_, property) in context.index(StatePropertyIndex.self).properties
        where !property.hasTypeAnnotation && context.reports(in: property.file.index) {
            guard let value = property.initialValue else { continue }
            // A generic type without arguments is state-generic-argument's finding, where it runs.
            if let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
               generic.contains(callee.baseName.text),
               context.isSelected(StateGenericArgument.id, file: property.file.index, offset: property.nameOffset) { continue }
            var finding = Self.finding(
                .warning, "@State '\(property.name)' has no type annotation, which Xcode 27's @State macro may fail to infer",
                atOffset: property.nameOffset, in: property.file)
            if let inferred = ExpressionFacts.inferredType(value, model: model) {
                finding.fix = Fix(id: context.makeFixID(), summary: "adds ': \(inferred)'",
                                  edits: [.insert(": \(inferred)", after: property.binding.pattern, in: property.file)])
            } else {
                finding.noFixReason = "the type is not certain from '\(CodeSnippet.quote(value))'; write the type annotation by hand"
            }
            findings.append(finding)
        }
        return findings
    }
}
