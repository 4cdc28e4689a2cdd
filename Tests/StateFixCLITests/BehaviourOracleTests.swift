import Foundation
import Testing
import StateFixTestSupport

/// The behaviour oracle tells apart conversions that keep what notified (and what rendered)
/// from those that do not, on the shapes the Observation migration got wrong: each pair is a
/// `before` and an `after`, and the test pins the differences the oracle reports.
@Suite("Behaviour oracle", .enabled(if: CompileOracle.shared.unavailableReason == nil, "the behaviour oracle needs swiftc with SwiftSyntax host libraries"))
struct BehaviourOracleTests {
    static let prefs = """
        import SwiftUI
        final class Prefs: ObservableObject {
            static let shared = Prefs()
            @AppStorage("showPopup") var showPopup = false
            @Published var launches = 0
            var cache: [String] = []
        }
        """

    /// The differences the oracle reports between `before` and `after` (one file each).
    func differences(_ before: String, _ after: String, spec: BehaviourOracle.Spec = .init()) throws -> [String] {
        let old = [(path: "Model.swift", text: before)], new = [(path: "Model.swift", text: after)]
        let classes = BehaviourOracle.observedClasses(in: old)
        let (was, wasLog) = try BehaviourOracle.run(old, classes: classes, spec: spec)
        let (now, nowLog) = try BehaviourOracle.run(new, classes: classes, spec: spec)
        guard let was, let now else {
            Issue.record("the probe does not build:\n\(wasLog)\n\(nowLog)")
            return []
        }
        return BehaviourOracle.differences(before: was, after: now, spec: spec)
    }

    @Test("@ObservationIgnored on an @AppStorage (the conversion before this oracle) stops its notifications")
    func appStorageIgnored() throws {
        let after = """
            import SwiftUI
            @Observable final class Prefs {
                static let shared = Prefs()
                @ObservationIgnored @AppStorage("showPopup") var showPopup = false
                var launches = 0
                @ObservationIgnored var cache: [String] = []
            }
            """
        #expect(try differences(Self.prefs, after) == ["Prefs.showPopup: notifies before the conversion, silent after"])
    }

    @Test("a computed property over the @AppStorage (app_storage: track_writes) keeps them")
    func appStorageTracked() throws {
        let after = """
            import SwiftUI
            @Observable final class Prefs {
                static let shared = Prefs()
                @ObservationIgnored @AppStorage("showPopup") private var _showPopup = false
                var showPopup: Bool {
                    get { access(keyPath: \\.showPopup); return _showPopup }
                    set { withMutation(keyPath: \\.showPopup) { _showPopup = newValue } }
                }
                var launches = 0
                @ObservationIgnored var cache: [String] = []
            }
            """
        #expect(try differences(Self.prefs, after).isEmpty)
    }

    @Test("a stored property that was not published and is left tracked notifies after only")
    func unpublishedLeftTracked() throws {
        let after = """
            import SwiftUI
            @Observable final class Prefs {
                static let shared = Prefs()
                @ObservationIgnored @AppStorage("showPopup") private var _showPopup = false
                var showPopup: Bool {
                    get { access(keyPath: \\.showPopup); return _showPopup }
                    set { withMutation(keyPath: \\.showPopup) { _showPopup = newValue } }
                }
                var launches = 0
                var cache: [String] = []
            }
            """
        #expect(try differences(Self.prefs, after) == ["Prefs.cache: silent before the conversion, notifies after"])
        var spec = BehaviourOracle.Spec()
        spec.differs = ["Prefs.cache"]
        #expect(try differences(Self.prefs, after, spec: spec).isEmpty)
    }

    @Test("an unread @EnvironmentObject made @Environment(T.self) traps in a scene that injects nothing")
    func unreadReader() throws {
        let scene = """
            struct Detail: View {
                @EnvironmentObject var tracker: Tracker
                var body: some View { Text("detail") }
            }
            struct TrackerApp: App {
                var body: some Scene {
                    WindowGroup { Detail().environmentObject(Tracker()) }
                    WindowGroup { Detail() }
                }
            }
            """
        let before = "import SwiftUI\nfinal class Tracker: ObservableObject { @Published var count = 0 }\n" + scene
        let after = "import SwiftUI\n@Observable final class Tracker { var count = 0 }\n"
            + scene.replacingOccurrences(of: "@EnvironmentObject var tracker: Tracker", with: "@Environment(Tracker.self) var tracker: Tracker")
                .replacingOccurrences(of: ".environmentObject(", with: ".environment(")
        var spec = BehaviourOracle.Spec()
        spec.renders = ["TrackerApp()"]
        let found = try differences(before, after, spec: spec)
        #expect(found.count == 1 && found[0].hasPrefix("render TrackerApp(): rendered before the conversion, traps (No Observable object of type Tracker found"), "\(found)")
        // Removing the reader (what statefix does with one no code reads) renders as before.
        let removed = after.replacingOccurrences(of: "    @Environment(Tracker.self) var tracker: Tracker\n", with: "")
        #expect(try differences(before, removed, spec: spec).isEmpty)
    }
}
