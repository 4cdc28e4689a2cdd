import StateFixCore
import SwiftSyntax

/// `content-builder-chart-branches`: a `Chart { … }` closure with ten or more `if`/`else`/
/// `switch` branches, in a project deploying below iOS 27 / macOS 27.
///
/// Follows TN3211 ("Charts with many branches"): below 27 the unified builder's availability
/// checks make such a closure too slow to type-check ("the compiler is unable to type-check
/// this expression in reasonable time"). TN3211's fix moves the branches into a
/// `@ChartContentBuilder` function; that needs a name, the captured values and their types,
/// so statefix reports and leaves the code alone. A syntax rule.
struct ContentBuilderChartBranches: SyntaxRule {
    static let description = RuleDescription(
        id: "content-builder-chart-branches", family: .contentBuilder,
        summary: "A Chart closure with ten or more if/switch branches may not type-check in reasonable time with Xcode 27 below iOS 27.",
        source: "TN3211: Charts with many branches",
        severity: .warning,
        details: """
        With Xcode 27 and a deployment target below iOS 27 / macOS 27, a `Chart { … }` whose
        closure has about ten or more `if`/`else if`/`else`/`switch case` branches can fail with
        `the compiler is unable to type-check this expression in reasonable time` (TN3211). The
        fix TN3211 gives is to move the branches into a helper:

        ```swift
        @ChartContentBuilder
        private func marks(for point: Point) -> some ChartContent { … }
        ```

        and call it from the `Chart`. statefix counts the branches (every `if` and `else if`
        condition, a final `else`, and every `case`/`default` of a `switch`, nested ones
        included) and reports at ten; it does not write the helper (its name, the values it
        captures and their types are choices). `warning`: the break is about type-checking time,
        so a closure near the threshold may still build. Not reported when every known
        deployment target is 27 or later.
        """,
        triggeringExamples: [
            RuleExample("""
            struct Trend: View {
                let points: [Point]
                var body: some View {
                    ↓Chart(points) { point in
                        switch point.kind {
                        case .a: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                        case .b: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                        case .c: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                        case .d: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                        case .e: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                        case .f: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                        case .g: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                        case .h: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                        case .i: LineMark(x: .value("x", point.x), y: .value("y", point.y))
                        default: PointMark(x: .value("x", point.x), y: .value("y", point.y))
                        }
                    }
                }
            }
            """, expect: [FindingSpec(.warning, "10 branches")]),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Trend: View {
                let points: [Point]
                var body: some View {
                    Chart(points) { point in
                        if point.isGoal { RuleMark(y: .value("goal", point.y)) } else { LineMark(x: .value("x", point.x), y: .value("y", point.y)) }
                    }
                }
            }
            """),
        ]
    )

    static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    static let threshold = 10

    func visit(_ node: Syntax, in context: FileContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), ContentBuilderFamily.calledName(call) == "Chart",
              let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return }
        let counter = BranchCounter(viewMode: .sourceAccurate)
        counter.walk(closure.statements)
        guard counter.branches >= Self.threshold else { return }
        context.report(Self.finding(
            .warning, "Chart with \(counter.branches) branches may not type-check in time with Xcode 27 below iOS 27 / macOS 27",
            at: call.calledExpression, in: context.file,
            noFixReason: "move the branches into a '@ChartContentBuilder func marks(…) -> some ChartContent' and call it from the Chart"))
    }
}

/// Counts `if` conditions (each `else if` too), final `else` blocks and `switch` cases,
/// without entering closures (another builder's content counts for that builder).
private final class BranchCounter: SyntaxVisitor {
    var branches = 0

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        if node.elseBody?.is(CodeBlockSyntax.self) == true { branches += 1 }
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        branches += 1
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
