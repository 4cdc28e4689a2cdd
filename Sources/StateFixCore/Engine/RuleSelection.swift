/// Which rules report where, decided before any rule runs: the enabled rules of each file of
/// the edit scope (from the command line, the file's configuration and the opt-in defaults),
/// the project's deployment target, and the rules' settings. Suppression comments are read by
/// the engine from the files themselves and applied on top, line by line.
package struct RuleSelection: Sendable {
    /// Enabled rule ids per file index; a file without an entry (analysed for context only)
    /// reports nothing.
    package var enabled: [Int: Set<String>]
    /// The run's deployment target: each platform's lowest among the files of the edit scope.
    package var deploymentTarget: DeploymentTarget?
    /// Each file's deployment target, from the targets that compile it (with the flags and
    /// the configuration over it), where it differs from the run's; nil values: unknown.
    package var fileTargets: [Int: DeploymentTarget?] = [:]
    /// The platforms the projects found build for, for advice on which flags to pass when a
    /// deployment target is unknown (empty: no project was found).
    package var platformsBuilt: [String] = []
    /// Configured settings per rule id (defaults fill the rest).
    package var configuredOptions: [String: [String: RuleOptionValue]]
    /// Findings to leave out (with their fixes), and the stable path of each file index that
    /// the baseline names files by (relative to the repository or project root).
    package var baseline: Baseline?
    package var stablePaths: [Int: String] = [:]
    /// Where the rules' settings come from, or would go, as a path to show in advice
    /// (`.statefix.json`, `App/.statefix.json`).
    package var settingsFile = ".statefix.json"

    package init(enabled: [Int: Set<String>], deploymentTarget: DeploymentTarget? = nil,
                 configuredOptions: [String: [String: RuleOptionValue]] = [:]) {
        self.enabled = enabled
        self.deploymentTarget = deploymentTarget
        self.configuredOptions = configuredOptions
    }

    /// Every file enables `rules` (default: the catalog's default rules).
    package static func uniform(_ files: [SourceFile], rules: Set<String>, deploymentTarget: DeploymentTarget? = nil,
                                configuredOptions: [String: [String: RuleOptionValue]] = [:]) -> RuleSelection {
        RuleSelection(enabled: Dictionary(uniqueKeysWithValues: files.map { ($0.index, rules) }),
                      deploymentTarget: deploymentTarget, configuredOptions: configuredOptions)
    }

    /// The deployment target of file `index`.
    package func deploymentTarget(of index: Int) -> DeploymentTarget? {
        if let known = fileTargets[index] { return known }
        return deploymentTarget
    }

    /// The settings of `rule` for this run.
    package func options(for rule: RuleDescription) -> RuleOptions {
        RuleOptions.resolved(rule, configured: configuredOptions[rule.id] ?? [:])
    }
}
