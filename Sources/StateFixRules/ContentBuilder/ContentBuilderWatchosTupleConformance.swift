import StateFixCore
import SwiftSyntax

/// `content-builder-watchos-tuple-conformance`: a builder block of several children inside an
/// `if #available(…)` that does not raise watchOS, in a project that supports watchOS below 26.
///
/// Follows the field reports Orange-OpenSource/ouds-ios #1558 and the swiftlab.fr article on
/// Xcode 27 (not TN3211): a multi-child block builds `TupleContent`, whose `View` conformance
/// is available from watchOS 26 only, and an `#available(iOS 16.0, *)` check does not raise
/// watchOS availability ("Conformance of 'TupleContent<…>' to 'View' is only available in
/// watchOS 26.0 or newer"). No public fix shows how those projects resolved it, so statefix
/// reports and leaves the code alone. A syntax rule.
struct ContentBuilderWatchosTupleConformance: SyntaxRule {
    static let description = RuleDescription(
        id: "content-builder-watchos-tuple-conformance", family: .contentBuilder,
        summary: "A multi-child builder block under an #available check that does not raise watchOS needs watchOS 26 with Xcode 27.",
        source: "Field reports: Orange-OpenSource/ouds-ios #1558; swiftlab.fr (Xcode 27 TupleContent watchOS 26 error)",
        severity: .warning, needles: ["#available"], alsoRequires: ["{"],
        details: """
        With Xcode 27 a builder block of two or more children builds `TupleContent<…>`, whose
        `View` conformance is available from watchOS 26. Code shared with a watchOS target that
        supports older versions builds today, but inside `if #available(iOS 16.0, *) { … }` the
        check raises iOS availability, not watchOS, and Xcode 27 reports `Conformance of
        'TupleContent<…>' to 'View' is only available in watchOS 26.0 or newer` (ouds-ios #1558;
        the swiftlab.fr write-up shows `FlowLayout { ForEach(…); secondaryView; trailingView }`
        under such a check, with a watchOS 9 target).

        statefix reports such a check when the project's watchOS deployment target is known
        (`Package.swift` `.watchOS(…)`, `WATCHOS_DEPLOYMENT_TARGET`, `--min-watchos`) and below
        26, the check names no watchOS version of 26 or later, and its block holds a view call
        whose trailing closure has two or more children. `warning`, report only: the reports do
        not show the fix. Ways out to try: name watchOS in the check (`#available(iOS 16.0,
        watchOS 26.0, *)`, so older watches take the other branch), or keep the block out of
        the watchOS build (`#if !os(watchOS)`).
        """,
        triggeringExamples: [
            RuleExample("""
            struct Tags: View {
                var body: some View {
                    if ↓#available(iOS 16.0, *) {
                        FlowLayout {
                            ForEach(tags, id: \\.self) { Text($0) }
                            trailingView
                        }
                    }
                }
            }
            """, expect: [FindingSpec(.warning, "watchOS 26")], configuration: ExampleConfiguration(minIOS: "16.0", minWatchOS: "9.0")),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Tags: View {
                var body: some View {
                    if #available(iOS 16.0, watchOS 26.0, *) {
                        FlowLayout { Text("a"); Text("b") }
                    }
                    if #available(iOS 16.0, *) {
                        FlowLayout { Text("a") }
                    }
                }
            }
            """, configuration: ExampleConfiguration(minIOS: "16.0", minWatchOS: "9.0")),
        ]
    )

    static let visitedKinds: Set<SyntaxKind> = [.availabilityCondition]
    static let watchOS26 = OSVersion("26.0")!

    func visit(_ node: Syntax, in context: FileContext) {
        guard let watchOS = context.deploymentTarget?.watchOS, watchOS < Self.watchOS26,
              let condition = node.as(AvailabilityConditionSyntax.self), condition.availabilityKeyword.tokenKind == .poundAvailable,
              !Self.raisesWatchOS(condition),
              let ifExpr = condition.parent?.parent?.parent?.as(IfExprSyntax.self),
              let child = Self.multiChildBlock(in: ifExpr.body) else { return }
        let arguments = condition.availabilityArguments.trimmedDescription
        let platforms = condition.availabilityArguments.map { $0.argument.trimmedDescription }.filter { $0 != "*" && !$0.hasPrefix("watchOS") }
        context.report(Self.finding(
            .warning, "\(child) { … } builds TupleContent, whose View conformance needs watchOS 26 with Xcode 27, and #available(\(arguments)) leaves watchOS at \(watchOS).",
            at: condition.availabilityKeyword, in: context.file,
            noFixReason: "name watchOS in the check (#available(\((platforms + ["watchOS 26.0", "*"]).joined(separator: ", "))): older watches take the other branch) or keep the block out of the watchOS build; rebuild for watchOS with Xcode 27 to confirm"))
    }

    /// True when the check names watchOS 26 or later.
    static func raisesWatchOS(_ condition: AvailabilityConditionSyntax) -> Bool {
        condition.availabilityArguments.contains { argument in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  restriction.platform.text == "watchOS" else { return false }
            return restriction.version.flatMap { OSVersion($0.trimmedDescription) }.map { $0 >= watchOS26 } ?? false
        }
    }

    /// The name of the first view call in `block` (outside nested closures' own checks) whose
    /// trailing closure has two or more children, or nil.
    static func multiChildBlock(in block: CodeBlockSyntax) -> String? {
        let finder = MultiChildFinder(viewMode: .sourceAccurate)
        finder.walk(block)
        return finder.found
    }
}

/// Finds a call of a type (`FlowLayout { … }`, `HStack(spacing: 4) { … }`) whose trailing
/// closure holds two or more statements.
private final class MultiChildFinder: SyntaxVisitor {
    var found: String?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let name = ContentBuilderFamily.calledName(node), name.first?.isUppercase == true,
           let closure = node.trailingClosure, closure.statements.count >= 2 {
            found = name
            return .skipChildren
        }
        return .visitChildren
    }
}
