/// A code example in a rule's description. Examples are tests (as SwiftLint's are):
///
/// - a **triggering** example must produce a finding of the rule at every `↓` marker, with the
///   severities (and message fragments) in `expect`, and none elsewhere;
/// - a **non-triggering** example must produce no finding of the rule and no edit;
/// - a **correction** must turn every file into its `corrected` text.
///
/// `code` may hold several files: a line `// Name.swift` starts the next one. `configuration`
/// sets what the run enables and the project's deployment target, and `needs` lists other rules
/// the example runs with (a rule of a later pass needs the one whose fix it builds on).
/// The harness derives more checks from every example for free: the example inside a comment
/// must not trigger; with a suppression comment on each marked line it must not trigger and its
/// fix must not apply; with a multi-byte prefix every offset must still be right.
package struct RuleExample: Sendable {
    package var code: String
    /// The expected files after the fix, in the same `// Name.swift` layout (corrections only).
    package var corrected: String?
    /// One entry per `↓` marker, in order (triggering examples): severity and, optionally, a
    /// fragment the message must contain.
    package var expect: [FindingSpec]
    package var configuration: ExampleConfiguration
    /// Other rules that run together with this one.
    package var needs: [String]

    package init(_ code: String, corrected: String? = nil, expect: [FindingSpec] = [],
                 configuration: ExampleConfiguration = ExampleConfiguration(), needs: [String] = []) {
        self.code = code
        self.corrected = corrected
        self.expect = expect
        self.configuration = configuration
        self.needs = needs
    }
}

/// What a finding at a `↓` marker must look like.
package struct FindingSpec: Sendable {
    package var severity: Severity
    /// A fragment the message must contain (nil: any message).
    package var message: String?

    package init(_ severity: Severity, _ message: String? = nil) {
        self.severity = severity
        self.message = message
    }

    package static let error = FindingSpec(.error)
    package static let warning = FindingSpec(.warning)
    package static let note = FindingSpec(.note)
}

/// The run an example asks for.
package struct ExampleConfiguration: Sendable {
    package var deploymentTarget: DeploymentTarget?
    package var options: [String: RuleOptionValue]

    package init(minIOS: String? = nil, minMacOS: String? = nil, minWatchOS: String? = nil, options: [String: RuleOptionValue] = [:]) {
        if minIOS != nil || minMacOS != nil || minWatchOS != nil {
            deploymentTarget = DeploymentTarget(iOS: minIOS.flatMap(OSVersion.init), macOS: minMacOS.flatMap(OSVersion.init),
                                                watchOS: minWatchOS.flatMap(OSVersion.init), source: "example")
        }
        self.options = options
    }

    /// How the configuration reads in the documentation, " (minimum iOS 16; setting classes)",
    /// or "" for the default one.
    package var caption: String {
        var parts: [String] = []
        if let target = deploymentTarget {
            let versions = [target.iOS.map { "iOS \($0)" }, target.macOS.map { "macOS \($0)" }, target.watchOS.map { "watchOS \($0)" }].compactMap { $0 }
            parts.append("minimum deployment target " + versions.joined(separator: ", "))
        }
        parts += options.keys.sorted().map { "setting `\($0)`" }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
    }
}
