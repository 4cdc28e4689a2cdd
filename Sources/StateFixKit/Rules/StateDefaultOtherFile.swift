import SwiftSyntax

/// `state-default-other-file`: an initializer declared in a different file than a `@State`
/// property with an initial value relies on that value: the property's storage is private to
/// its file, so the initializer cannot initialize it (an assignment there is a setter call).
///
/// Follows the iOS 27 release notes and swift issue 91700: with Xcode 27 the `@State` macro's
/// initial value is not visible to initializers in other files, and debug builds fail to
/// link. Report only: the initializer must assign the property itself, or move into the
/// declaring file.
public struct StateDefaultOtherFile: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "state-default-other-file",
        summary: "An initializer in another file relies on a @State property's initial value.",
        source: "iOS 27 release notes; swift issue 91700 (link error in debug builds)",
        triggeringExamples: [
            RuleExample("""
            // Gauge.swift
            struct Gauge: View {
                let reading: Double
                @State private var revision = 0
                init() { self.reading = 0 }
            }
            // Gauge+Init.swift
            extension Gauge {
                public ↓init(reading: Double) { self.reading = reading }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct Gauge: View {
                let reading: Double
                @State private var revision = 0
                init(reading: Double) { self.reading = reading }
            }
            """),
        ],
        corrections: []
    )

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.model.types {
            for initializer in type.designatedInitializers {
                // The @State storage is private to its file: an initializer elsewhere cannot
                // initialize it (an assignment there is a setter call), so it relies on the value.
                let relying = type.stateProperties.filter { property in
                    property.initialValue != nil && context.keepsInitialValue(property) && initializer.file !== property.file
                        && property.ifConfigPath.relation(to: initializer.ifConfigPath) != .exclusive
                }
                guard let first = relying.first else { continue }
                let names = relying.map { "'\($0.name)'" }.joined(separator: ", ")
                let plural = relying.count > 1
                let message = "\(initializer.displayName) is declared in \(initializer.file.name), not in \(first.file.name) where @State \(plural ? "properties" : "property") \(names) \(plural ? "are" : "is") declared: it cannot initialize \(plural ? "their" : "its") storage and relies on \(plural ? "their initial values" : "its initial value"), and with Xcode 27 debug builds fail to link (swift issue 91700)."
                let example = relying.map { "self.\($0.name) = \($0.initialValue!.trimmedDescription.count <= 30 ? $0.initialValue!.trimmedDescription : "…")" }.joined(separator: "; ")
                let advice = "move the initializer into \(first.file.name) (an extension there works); only there can it initialize the @State storage ('\(example)')"
                findings.append(Finding(ruleID: Self.description.id, severity: .error, message: message,
                                        file: initializer.file.index, offset: initializer.keywordOffset, noFixReason: advice))
            }
        }
        return findings
    }
}
