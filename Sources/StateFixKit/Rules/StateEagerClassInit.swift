import SwiftSyntax

/// `state-eager-class-init` (note): a `@State` whose initial value constructs a class instance,
/// in a project that supports iOS before 17 or macOS before 14.
///
/// Follows the iOS 27 release notes: `@State var model = Model()` evaluates `Model()` every time
/// the view is re-created (SwiftUI keeps only the first instance); the Xcode 27 `@State` runtime
/// back-deploys only to iOS 17 / macOS 14, so on older systems the repeated work remains.
/// Reported only when the minimum deployment target is below those versions.
public struct StateEagerClassInit: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "state-eager-class-init",
        summary: "A @State initial value constructs a class instance again on every view re-creation (targets before iOS 17 / macOS 14).",
        source: "iOS 27 release notes (the State runtime back-deploys to iOS 17 / macOS 14)",
        triggeringExamples: [],
        nonTriggeringExamples: [
            RuleExample("""
            final class Model {}
            struct Screen: View {
                @State private var model = Model()
                var body: some View { Text("") }
            }
            """),
        ],
        corrections: []
    )

    /// Foundation classes often kept in `@State`.
    static let knownClasses: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "MeasurementFormatter", "ByteCountFormatter",
        "RelativeDateTimeFormatter", "PersonNameComponentsFormatter", "JSONDecoder", "JSONEncoder", "NSCache", "NSObject",
    ]

    public func check(_ context: RuleContext) -> [Finding] {
        let iOS = context.options.minIOS.map { $0 < OSVersion("17")! } ?? false
        let macOS = context.options.minMacOS.map { $0 < OSVersion("14")! } ?? false
        guard iOS || macOS else { return [] }
        let model = context.model
        let classes = Set(model.types.filter { $0.kind == .class }.flatMap { [$0.name, String($0.name.split(separator: ".").last!)] })
            .union(Self.knownClasses)
        let target = [iOS ? "iOS \(context.options.minIOS!)" : nil, macOS ? "macOS \(context.options.minMacOS!)" : nil]
            .compactMap { $0 }.joined(separator: " and ")
        var findings: [Finding] = []
        for type in model.types {
            for property in type.stateProperties {
                guard let call = property.initialValue?.as(FunctionCallExprSyntax.self) else { continue }
                var callee = call.calledExpression
                if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
                    callee = base
                }
                let name = callee.trimmedDescription
                guard classes.contains(name) || classes.contains(String(name.split(separator: ".").last ?? "")) else { continue }
                findings.append(Finding(
                    ruleID: Self.description.id, severity: .note,
                    message: "@State property '\(property.name)' creates a '\(name)' instance in its initial value: before iOS 17 / macOS 14 SwiftUI runs '\(name)(…)' again every time the view is re-created and keeps only the first instance, and the Xcode 27 @State runtime that avoids this does not reach \(target).",
                    file: property.file.index, offset: property.nameToken.positionAfterSkippingLeadingTrivia.utf8Offset,
                    noFixReason: "create the instance once outside the view and pass it in, or keep it in an '@StateObject' until the deployment target is iOS 17 / macOS 14"))
            }
        }
        return findings
    }
}
