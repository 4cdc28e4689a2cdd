import Foundation
import StateFixCLI
import StateFixCore
import StateFixTestSupport
import Testing

/// Valid code is never a syntax error: files parse in the project's language mode, and in the
/// other one when that fails; a file that still fails and that no enabled rule needs is a
/// warning, not exit status 2.
@Suite("Language modes")
struct LanguageModeTests {
    /// Swift 5 mode reads `@MainActor([Reading])` as a function type; Swift 6 mode as attribute arguments.
    static let swift5Only = """
    import SwiftUI

    struct Readings: View {
        let title: String
        @State private var count = 0
        var update: @MainActor([Int]) -> Void

        init(title: String, start: Int, update: @escaping @MainActor([Int]) -> Void) {
            self.title = title
            self.update = update
            self.count = start
        }

        var body: some View { Text(title) }
    }

    """

    static func run(_ arguments: [String], _ files: [String: String]) -> (status: Int32, stdout: String, stderr: String) {
        let folder = Support.temporaryFolder()
        Support.write(files.mapValues { Array($0.utf8) }, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = arguments.first == "audit" ? ["audit", "--no-color"] + arguments.dropFirst() : ["--no-color"] + arguments
        return Support.run(command + ["."], in: folder)
    }

    @Test func swift5CodeIsNotASyntaxError() {
        for extra in [[], ["--swift-version", "6"], ["--swift-version", "5"]] {
            let result = Self.run(["--check"] + extra, ["Readings.swift": Self.swift5Only])
            #expect(result.status == 1, "\(extra): \(result.stderr)")
            #expect(!result.stderr.contains("syntax error"))
            #expect(result.stderr.contains("[state-default-and-init]"), "the file is analysed")
        }
        let fixed = Self.run([], ["Readings.swift": Self.swift5Only])
        #expect(fixed.stdout.contains("+    @State private var count: Int"), "and fixed: the output re-parses in its own mode")
    }

    @Test func theProjectsLanguageModeIsRead() {
        let package = Self.run(["audit"], ["Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n",
                                           "Readings.swift": Self.swift5Only])
        #expect(package.stdout.contains("Language mode") && package.stdout.contains("Swift 5 (from swift-tools-version in Package.swift)"))
        let configured = Self.run(["audit"], [".statefix.json": #"{"swift_version": "6"}"#, "Readings.swift": Self.swift5Only])
        #expect(configured.stdout.contains("Swift 6 (from .statefix.json)"))
        let bad = Self.run([], [".statefix.json": #"{"swift_version": "7"}"#, "A.swift": ""])
        #expect(bad.status == 2 && bad.stderr.contains("swift_version takes \"5\" or \"6\", not \"7\""))
        #expect(Self.run(["--swift-version", "4.x"], ["A.swift": ""]).stderr.contains("--swift-version takes 5 or 6"))
    }

    /// The target passes its minimum on with `$(inherited)` to its `.xcconfig`, which
    /// `#include`s one that names a variable; the including file's `SWIFT_VERSION` wins.
    @Test func xcconfigSettingsCount() throws {
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = Support.root.appendingPathComponent("Fixtures/state/state-eager-class-init/xcconfig-chain-inherited/before")
        Support.write(Support.files(in: fixture), to: folder)
        let audit = Support.run(["audit", "."], in: folder)
        #expect(audit.stdout.contains("Notes (app, Release): 1 file\n      iOS 16.4 (from Config/Shared.xcconfig)\n      Swift 5 (from Config/App.xcconfig)\n"), "\(audit.stdout)")
        #expect(audit.stdout.contains("Swift 5 (from Config/App.xcconfig)"), "the file overrides what it includes")
    }

    @Test func brokenFilesNoRuleNeedsAreWarnings() {
        let broken = "struct Broken {\n    func f( {\n    let y = 1\n}\n"
        // Without the prefilter every file is parsed (with it, this file is never read into a tree).
        let quiet = Self.run(["--check", "--no-prefilter"], ["Broken.swift": broken, "Fine.swift": "struct Fine {}\n"])
        #expect(quiet.status == 0, "no enabled rule looks at it: \(quiet.stderr)")
        #expect(quiet.stderr.contains("Broken.swift:2:12: warning: syntax error:") && quiet.stderr.contains("(no enabled rule needs this file)"))
        #expect(quiet.stderr.contains("1 file skipped"))
        let needed = Self.run(["--check"], ["Broken.swift": "import SwiftUI\nstruct V: View {\n    @State var x = 0\n    func f( {\n}\n"])
        #expect(needed.status == 2, "a file a rule needs and cannot parse")
        #expect(needed.stderr.contains(": error: syntax error:"))
    }
}
