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
        severity: .warning,
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
        26, the check stands in view content (`body`, a `@ViewBuilder`, a container's content)
        and names no watchOS version of 26 or later, and its block holds a view call whose
        trailing closure has two or more children (not `Task { … }` or another action, and not
        inside a nested closure). statefix cannot tell which files a watchOS target builds, so
        an iOS-only file of a project with a watch app is reported too. `warning`, report only: the reports do
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
              let ifExpr = condition.parent?.parent?.parent?.as(IfExprSyntax.self), Self.isInViewBuilder(Syntax(ifExpr)),
              let child = Self.multiChildBlock(in: ifExpr.body) else { return }
        let platforms = condition.availabilityArguments.map { $0.argument.trimmedDescription }.filter { $0 != "*" && !$0.hasPrefix("watchOS") }
        context.report(Self.finding(
            .warning, "\(child) { … } is a View only from watchOS 26 with Xcode 27, but this #available allows watchOS \(watchOS)",
            at: condition.availabilityKeyword, in: context.file,
            noFixReason: "write #available(\((platforms + ["watchOS 26.0", "*"]).joined(separator: ", "))) (older watches take the other branch) or keep the block out of watchOS builds"))
    }

    /// True when `node` stands in view content: `body`, a `@ViewBuilder`, or the content
    /// closure of a SwiftUI container or content modifier (not an action such as `Task { … }`).
    static func isInViewBuilder(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
                guard let call, let name = ContentBuilderFamily.calledName(call) else { return false }
                return ContentBuilderFamily.containers.contains(name) || ContentBuilderFamily.contentModifiers.contains(name)
            }
            if let function = syntax.as(FunctionDeclSyntax.self) { return ContentBuilderFamily.isViewBuilder(function.attributes) }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
                return binding.pattern.trimmedDescription == "body" || variable.map { ContentBuilderFamily.isViewBuilder($0.attributes) } == true
            }
            if syntax.is(MemberBlockSyntax.self) || syntax.is(InitializerDeclSyntax.self) { return false }
            current = syntax.parent
        }
        return false
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
/// closure holds two or more statements; not inside another closure (an action such as
/// `Button { … }`'s is no builder).
private final class MultiChildFinder: SyntaxVisitor {
    var found: String?
    /// Calls with a closure that is no view content, whatever their closure holds.
    static let actions: Set<String> = ["Task", "DispatchQueue", "Timer", "withAnimation"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if let name = ContentBuilderFamily.calledName(node), name.first?.isUppercase == true, !Self.actions.contains(name),
           let closure = node.trailingClosure, closure.statements.count >= 2 {
            found = name
            return .skipChildren
        }
        return .visitChildren
    }

    // Only the block's own children: a closure inside them is another builder or an action.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
