import Foundation
import StateFixCLI
import StateFixCore
import StateFixRules
import StateFixTestSupport
import Testing

/// Enablement and suppression are decided before any rule runs: disabling or suppressing one
/// rule never changes another rule's message, fix or reason, except that a fix which needs
/// the disabled one is withheld with a reason that names it.
@Suite("Selection before planning")
struct SelectionTests {
    /// Apple's StickerPageView: an initial value, and the assignment before `title`.
    static let sticker = """
    import SwiftUI

    struct StickerPageView: View {
        @State private var page: Page = Page()
        private var title: String

        init(page: Page, title: String) {
            self.page = page
            self.title = title
        }

        var body: some View { Text(title) }
    }

    """

    static func run(_ arguments: [String], _ files: [String: String]) -> (status: Int32, stdout: String, stderr: String) {
        let folder = Support.temporaryFolder()
        Support.write(files.mapValues { Array($0.utf8) }, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        return Support.run(["--no-color"] + arguments + ["."], in: folder)
    }

    /// The state-init-order line of a run's stderr, with the fix or advice line below it
    /// joined on with a space.
    static func initOrderLine(_ stderr: String) -> String? {
        let lines = stderr.split(separator: "\n").map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasSuffix("[state-init-order]") }), index + 1 < lines.count,
              lines[index + 1].hasPrefix("  ") else { return nil }
        return lines[index] + " " + lines[index + 1].trimmingCharacters(in: .whitespaces)
    }

    static let headline = "StickerPageView.swift:8:9: error: @State 'page' is assigned before 'title' is initialized: Xcode 27 fails to build [state-init-order]"

    @Test func initOrderWithAndWithoutDefaultAndInit() throws {
        let all = Self.run([], ["StickerPageView.swift": Self.sticker])
        let line = try #require(Self.initOrderLine(all.stderr))
        #expect(line == Self.headline + " Fix: moves the assignment of 'page' below the initialization of 'title'.")
        #expect(all.stdout.contains("+        self.page = page"), "both fixes in one run")

        let disabled = Self.run(["--disable", "state-default-and-init"], ["StickerPageView.swift": Self.sticker])
        let withheld = try #require(Self.initOrderLine(disabled.stderr))
        #expect(withheld.hasPrefix(Self.headline + " No automatic fix: "), "the same headline")
        #expect(withheld.contains("with state-default-and-init, which is disabled or suppressed for 'page'"), "the reason names the rule the fix needs")
        #expect(!withheld.contains("once its initial value is removed") && !withheld.contains("conflicts with another fix"))
        #expect(disabled.stdout.isEmpty, "nothing is half-fixed")
        #expect(!disabled.stderr.contains("[state-default-and-init]"))
    }

    @Test func suppressingDefaultAndInitIsLikeDisablingIt() throws {
        let suppressed = Self.sticker.replacingOccurrences(
            of: "    @State private var page", with: "    // statefix:ignore-next-line state-default-and-init\n    @State private var page")
        let result = Self.run([], ["StickerPageView.swift": suppressed])
        let line = try #require(Self.initOrderLine(result.stderr))
        #expect(line.contains("is assigned before 'title' is initialized: Xcode 27 fails to build [state-init-order]"))
        #expect(line.contains("No automatic fix: 'page' keeps its initial value") && line.contains("with state-default-and-init, which is disabled or suppressed"))
        #expect(result.stdout.isEmpty, "a suppressed finding's fix is not applied, and nothing builds on it")
    }

    /// With state-default-and-init disabled, the annotation rule still annotates the property
    /// whose value that rule would have removed (it used to skip it silently).
    @Test func annotationWithoutDefaultAndInit() {
        let tally = """
        import SwiftUI

        struct Tally: View {
            let caption: String
            @State private var tally = 0
            @State private var other = 1

            init(caption: String, start: Int) {
                self.caption = caption
                self.tally = start
            }

            var body: some View { Text(caption) }
        }

        """
        let result = Self.run(["--annotate-state-types", "--disable", "state-default-and-init"], ["Tally.swift": tally])
        #expect(result.stderr.contains("Tally.swift:5:24: warning: @State 'tally' has no type annotation"))
        #expect(result.stdout.contains("+    @State private var tally: Int = 0"))
        #expect(result.stdout.contains("+    @State private var other: Int = 1"))
        let both = Self.run(["--annotate-state-types"], ["Tally.swift": tally])
        #expect(both.stdout.contains("+    @State private var tally: Int\n"), "with both, the value goes and its annotation comes from that fix")
        #expect(!both.stderr.contains("'tally' has no type annotation"))
    }

    @Test func familyIdsWorkWhereRuleIdsDo() {
        #expect(Self.run(["--disable", "state"], ["StickerPageView.swift": Self.sticker]).stderr
            == "statefix: 1 file scanned; 0 findings; 0 files would change\n")
        let empty = Self.run(["--enable", "observation,content-builder"], ["StickerPageView.swift": Self.sticker])
        #expect(!empty.stderr.contains("has no rules yet"), "every family has rules")
        let configured = Self.run([], ["StickerPageView.swift": Self.sticker, ".statefix.json": #"{"disabled_rules": ["state"]}"#])
        #expect(!configured.stderr.contains("[state-"))
        let optIn = Self.run([], ["A.swift": "struct A: View {\n    @State private var count = 0\n    var body: some View { Text(\"\") }\n}\n",
                                  ".statefix.json": #"{"opt_in_rules": ["state"]}"#])
        #expect(optIn.stderr.contains("[state-type-annotation]"), "a family in opt_in_rules turns on its opt-in rules")
        let comment = Self.sticker.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI // statefix:ignore-file state\n")
        #expect(!Self.run([], ["StickerPageView.swift": comment]).stderr.contains("[state-"))
        let unknown = Self.run(["--enable", "observations"], ["A.swift": ""])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown rule id 'observations'") && unknown.stderr.contains("(did you mean 'observation'?)"))
    }

    @Test func ruleSettingsAreCheckedAndUsed() {
        let file = "import SwiftUI\n\nstruct Shelf: View {\n    @State private var store = Kit.Store()\n    var body: some View { Text(\"\") }\n}\n"
        let configured = Self.run(["--min-ios", "16"], ["Shelf.swift": file,
            ".statefix.json": #"{"rules": {"state-eager-class-init": {"classes": ["Kit.Store"]}}}"#])
        #expect(configured.stderr.contains("makes a new 'Kit.Store' on every view init"))
        #expect(!Self.run(["--min-ios", "16"], ["Shelf.swift": file]).stderr.contains("Kit.Store"), "unknown to statefix without the setting")
        for (json, message) in [
            (#"{"rules": {"state-eager-class-init": {"klasses": []}}}"#, "rules.state-eager-class-init: unknown setting 'klasses' (settings: classes)"),
            (#"{"rules": {"state-eager-class-init": {"classes": "Store"}}}"#, "rules.state-eager-class-init.classes takes a list of strings"),
            (#"{"rules": {"state-composition": {"classes": []}}}"#, "rules.state-composition: unknown setting 'classes' (the rule has no settings)"),
            (#"{"rules": {"state-nope": {}}}"#, "rules: unknown rule id 'state-nope'"),
        ] {
            let result = Self.run([], ["Shelf.swift": file, ".statefix.json": json])
            #expect(result.status == 2 && result.stderr.contains(message), "\(json): \(result.stderr)")
        }
    }

    /// A fix that would also edit a file where its rule is disabled is withheld, and says why.
    @Test func aFixIsWithheldWhereItsRuleIsDisabled() {
        let files = [
            "View/Counter.swift": "import SwiftUI\n\nstruct Counter: View {\n    @State private var count: Int\n    private var title: String\n    var body: some View { Text(title) }\n}\n",
            "Factory/Counter+Make.swift": "extension Counter {\n    static func make() -> Counter { Self(count: 0, title: \"t\") }\n}\n",
        ]
        let all = Self.run([], files)
        #expect(all.stderr.contains("Factory/Counter+Make.swift:2:37: error: Xcode 27 removes the memberwise initializer of 'Counter'"))
        #expect(all.stderr.contains("Fix: adds to 'Counter' the initializer Swift synthesized"))
        var disabled = files
        disabled["View/.statefix.json"] = #"{"disabled_rules": ["state-memberwise-init"]}"#
        let result = Self.run([], disabled)
        #expect(result.stderr.contains("No automatic fix: it would also edit View/Counter.swift, where state-memberwise-init is disabled."))
        #expect(result.stdout.isEmpty)
    }

    /// SARIF names every rule with its own default level; opt-in rules are disabled by default.
    @Test func sarifRulesCarryTheirDefaultLevels() throws {
        let result = Self.run(["--check", "--format", "sarif"], ["StickerPageView.swift": Self.sticker])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let runs = try #require(object["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        for description in RuleRegistry.all.map({ $0.description }) {
            let entry = try #require(rules.first { $0["id"] as? String == description.id })
            let configuration = try #require(entry["defaultConfiguration"] as? [String: Any])
            #expect(configuration["level"] as? String == description.severity.rawValue)
            #expect(configuration["enabled"] as? Bool == !description.isOptIn)
        }
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let related = results.compactMap { $0["relatedLocations"] as? [[String: Any]] }.flatMap { $0 }
        #expect(related.contains { ($0["message"] as? [String: Any])?["text"] as? String == "'title' is initialized here" })
    }
}
