import SwiftSyntax

/// `state-default-other-file`: an initializer declared in a different file than a `@State`
/// property with an initial value does not assign it, relying on that value.
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
        let model = context.model
        for type in model.types {
            for initializer in type.designatedInitializers {
                let analysis = model.analysis(of: initializer, in: type)
                let relying = type.stateProperties.filter { property in
                    property.initialValue != nil && context.keepsInitialValue(property) && initializer.file !== property.file
                        && property.ifConfigPath.relation(to: initializer.ifConfigPath) != .exclusive
                        && analysis.assignments(of: property).isEmpty
                }
                guard let first = relying.first else { continue }
                let names = relying.map { "'\($0.name)'" }.joined(separator: ", ")
                let plural = relying.count > 1
                let message = "\(initializer.displayName) is declared in \(initializer.file.name), not in \(first.file.name) where @State \(plural ? "properties" : "property") \(names) \(plural ? "are" : "is") declared, and relies on \(plural ? "their initial values" : "its initial value"): with Xcode 27, debug builds fail to link (swift issue 91700)."
                let example = relying.map { "self.\($0.name) = \($0.initialValue!.trimmedDescription.count <= 30 ? $0.initialValue!.trimmedDescription : "…")" }.joined(separator: "; ")
                let advice = first.access <= .fileprivate
                    ? "move the initializer into \(first.file.name) and assign \(plural ? "them" : "it") there ('\(example)')"
                    : "assign \(plural ? "them" : "it") in this initializer, after the other stored properties ('\(example)'), or move the initializer into \(first.file.name)"
                findings.append(Finding(ruleID: Self.description.id, severity: .error, message: message,
                                        file: initializer.file.index, offset: initializer.keywordOffset, noFixReason: advice))
            }
        }
        return findings
    }
}
