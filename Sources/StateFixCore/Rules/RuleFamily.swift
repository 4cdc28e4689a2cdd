/// A group of rules about one migration. A family id works wherever a rule id does
/// (`--enable observation`, `"disabled_rules": ["content-builder"]`, suppression comments).
package enum RuleFamily: String, CaseIterable, Sendable {
    /// Xcode 27's `@State` macro (TN3211, first half).
    case state
    /// Xcode 27's unified `@ContentBuilder` result builders (TN3211, second half).
    case contentBuilder = "content-builder"
    /// `ObservableObject` → the Observation framework.
    case observation

    /// The folder of the family's rules under `Sources/StateFixRules` and the first path
    /// component of its fixtures under `Fixtures` (`state`, `content-builder`, `observation`).
    package var folder: String { rawValue }

    /// The folder name of the family's rule sources (`State`, `ContentBuilder`, `Observation`).
    package var sourceFolder: String {
        switch self {
        case .state: "State"
        case .contentBuilder: "ContentBuilder"
        case .observation: "Observation"
        }
    }

    /// One line for `--help` and the documentation.
    package var summary: String {
        switch self {
        case .state: "Xcode 27 @State macro (TN3211)"
        case .contentBuilder: "Xcode 27 ContentBuilder (TN3211)"
        case .observation: "ObservableObject to Observation"
        }
    }
}
