import StateFixCore
import StateFixModel
import SwiftSyntax

/// Whether a `@State` initial value constructs a class instance: `Model()`, `Model.init(…)`,
/// `Kit.Model(…)`, where `Model` is a class declared in the files, a Foundation class often kept
/// in `@State`, or a name the project lists in the rule's `classes` setting.
enum ClassConstruction {
    /// Foundation classes often kept in `@State`.
    static let knownClasses: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "MeasurementFormatter", "ByteCountFormatter",
        "RelativeDateTimeFormatter", "PersonNameComponentsFormatter", "JSONDecoder", "JSONEncoder", "NSCache", "NSObject",
    ]

    /// The setting both class rules take.
    static let option = RuleOption("classes", .strings, default: .strings([]),
                                   help: "more class names (`Store`, `Kit.Store`) whose construction counts, besides the classes declared in the files and common Foundation classes")

    /// The names that count as classes for this run.
    static func classNames(_ model: TypeIndex, _ options: RuleOptions) -> Set<String> {
        model.classNames.union(knownClasses).union(options.strings(option.name))
    }

    /// The class a property's initial value constructs, as written (`Model`, `Kit.Model`), or
    /// nil (from the property's facts: no syntax).
    static func constructedClass(_ property: StoredProperty, classes: Set<String>) -> String? {
        guard let name = property.initialValueCallee else { return nil }
        let leaf = String(name.split(separator: ".").last ?? "")
        return classes.contains(name) || classes.contains(leaf) ? name : nil
    }
}
