import StateFixCore
import StateFixModel
import SwiftSyntax

/// `state-default-other-file`: an initializer declared in a different file than a `@State`
/// property with an initial value relies on that value: the property's storage is private to
/// its file, so the initializer cannot initialize it (an assignment there is a setter call).
///
/// Follows the iOS 27 release notes and swift issue 91700: with Xcode 27 the `@State` macro's
/// initial value is not visible to initializers in other files, and debug builds fail to
/// link. Report only: the initializer must assign the property itself, or move into the
/// declaring file.
struct StateDefaultOtherFile: ProjectRule {
    static let description = RuleDescription(
        id: "state-default-other-file", family: .state,
        summary: "An initializer in another file relies on a @State property's initial value.",
        source: "iOS 27 release notes; swift issue 91700 (link error in debug builds)",
        severity: .error,
        runsAfter: [StateDefaultAndInit.id],
        details: """
        An initializer in a different file than a `@State` property with an initial value relies on
        the value: the property's storage is private to its file, so the initializer cannot
        initialize it (an assignment there is a setter call). Xcode 27 debug builds fail to link
        (swift issue 91700). Reported at the `init` keyword (`error`), with a note at the property;
        no fix (move the initializer into the property's file: an extension there works). It runs
        after `state-default-and-init`, so a value that rule removes is not reported.
        """,
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
            """, expect: [FindingSpec(.error, "fail to link")]),
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

    func check(_ context: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        for type in context.index(StatePropertyIndex.self).types {
            // Reported at the initializer: initializers outside the edit scope are not looked into.
            for initializer in type.designatedInitializers where context.reports(in: initializer.file.index) {
                // The @State storage is private to its file: an initializer elsewhere cannot
                // initialize it (an assignment there is a setter call), so it relies on the value.
                let relying = type.stateProperties.filter { property in
                    property.hasInitialValue && initializer.file !== property.file
                        && property.ifConfigPath.relation(to: initializer.ifConfigPath) != .exclusive
                }
                guard let first = relying.first else { continue }
                let names = EnglishList.and(relying.map { "'\($0.name)'" })
                let message = "This initializer is in another file than @State \(names): Xcode 27 debug builds fail to link"
                let example = relying.map { "\($0.name) = \($0.initialValue!.trimmedDescription.count <= 30 ? $0.initialValue!.trimmedDescription : "…")" }.joined(separator: "; ")
                // Moving is the whole change: a new user read the old "('self.x = …')" as assignments to add.
                let advice = "move the initializer into \(first.file.name) (an extension there works), where '\(example)' still initialize\(relying.count == 1 ? "s" : "") the storage"
                let notes = relying.map { FindingNote("'\($0.name)' is declared here", at: $0.nameToken, in: $0.file) }
                findings.append(Self.finding(.error, message, atOffset: initializer.keywordOffset, in: initializer.file,
                                             notes: notes, noFixReason: advice))
            }
        }
        return findings
    }
}
