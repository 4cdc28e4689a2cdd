import Foundation
import Testing
import StateFixCLI
import StateFixCore
import StateFixRules
import StateFixTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Bad input: statefix skips what it cannot handle, with a reason, and never loses a byte.
@Suite("Hardening")
struct HardeningTests {
    static let fixable = CommandLineTests.fixable
    static let fixed = CommandLineTests.fixed

    func folder(_ files: [String: [UInt8]]) -> URL {
        let folder = Support.temporaryFolder()
        Support.write(files, to: folder)
        return folder
    }

    /// A mistyped STATEFIX_SWIFTSYNTAX_HOST stops the manifest with the module it lacks, instead
    /// of falling back to a network dependency that fails far from the cause.
    @Test func mistypedSyntaxHostNamesTheMissingModule() {
        let result = Support.shell(["env", "STATEFIX_SWIFTSYNTAX_HOST=/no/such/host", "swift", "package", "--package-path", Support.root.path, "--scratch-path", Support.temporaryFolder().path, "dump-package"],
                                   in: Support.temporaryFolder())
        #expect(result.status != 0)
        #expect(result.output.contains("STATEFIX_SWIFTSYNTAX_HOST=/no/such/host: SwiftSyntax.swiftmodule is not there"), "\(result.output)")
    }

    /// A folder walk leaves SwiftPM manifests out; a manifest named on the command line is read.
    @Test func packageManifestsAreNotScanned() {
        let folder = Support.temporaryFolder()
        Support.write(["Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n".utf8),
                       "Package@swift-5.10.swift": Array("// swift-tools-version:5.10\n".utf8),
                       "Sources/A/A.swift": Array("struct A {}\n".utf8)], to: folder)
        #expect(Support.run(["--no-color", "."], in: folder).stderr.contains("statefix: 1 file scanned;"))
        #expect(Support.run(["audit"], in: folder).stdout.contains("Swift files scanned                                       1"))
        #expect(Support.run(["--no-color", "Package.swift"], in: folder).stderr.contains("statefix: 1 file scanned;"))
        // A source file of that name (`protocol Package` in a model folder) is not a manifest.
        Support.write(["Sources/A/Package.swift": Array("public protocol Package {}\n".utf8)], to: folder)
        #expect(Support.run(["--no-color", "."], in: folder).stderr.contains("statefix: 2 files scanned;"))
    }

    @Test func emptyAndBOMOnlyFiles() {
        let folder = folder(["Empty.swift": [], "BOM.swift": [0xEF, 0xBB, 0xBF], "State.swift": Array("// @State\n".utf8)])
        let result = Support.run(["--no-color", "--in-place", "--no-prefilter", "."], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == "statefix: 3 files scanned; 0 findings; 0 files changed\n")
        #expect(Support.files(in: folder)["BOM.swift"] == [0xEF, 0xBB, 0xBF])
    }

    @Test func mixedLineEndingsKeepEachLinesOwn() {
        // LF everywhere but the line after which the old value goes, which ends in CRLF.
        let source = Self.fixable.replacingOccurrences(of: "    @State private var tally = 0\n", with: "    @State private var tally = 0\n")
            + "\nextension Tally {\n    init(caption: String) {\n        self.caption = caption\r\n        print(caption)\n    }\n}\n"
        let folder = folder(["A.swift": Array(source.utf8)])
        let result = Support.run(["--no-color", "--in-place", "."], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = source.replacingOccurrences(of: "@State private var tally = 0", with: "@State private var tally: Int")
            .replacingOccurrences(of: "        self.caption = caption\r\n        print", with: "        self.caption = caption\r\n        self.tally = 0\r\n        print")
        #expect(String(decoding: Support.files(in: folder)["A.swift"]!, as: UTF8.self) == expected)
    }

    @Test func fiveMegabyteGeneratedFile() throws {
        // Generated code is mostly data: one view with @State, then a 5 MB table.
        var text = "import SwiftUI\n\nstruct Dial: View {\n    @State @Clamped private var level = 5\n    var body: some View { Text(\"\") }\n}\n\nlet table: [(Int, String)] = [\n"
        var index = 0
        while text.utf8.count < 5_000_000 {
            text += "    (\(index), \"row \(index) of the generated table\"),\n"
            index += 1
        }
        text += "]\n"
        let folder = folder(["Generated.swift": Array(text.utf8)])
        let result = Support.run(["--no-color", "--check", "."], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Generated.swift:4:33: error:"))
        #expect(result.stderr.hasSuffix("statefix: 1 file scanned; 1 finding: 0 fixable, 1 needs a person, 0 notes; 1 fails the check (warning or above; see --fail-on)\n"))
    }

    @Test func deeplyNestedExpressionIsSkippedWithAReason() {
        let depth = 20_000
        let source = "struct Deep {\n    @State var x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n    init() { self.x = 2 }\n}\n"
        let folder = folder(["Deep.swift": Array(source.utf8), "A.swift": Array(Self.fixable.utf8)])
        let result = Support.run(["--no-color", "--in-place", "."], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Deep.swift:") && result.stderr.contains("syntax error:") && result.stderr.contains("file left unchanged"))
        #expect(Support.files(in: folder)["Deep.swift"] == Array(source.utf8))
        #expect(Support.files(in: folder)["A.swift"] == Array(Self.fixed.utf8), "the other files are still fixed")
    }

    @Test func symbolicLinks() throws {
        let outside = folder(["Shared.swift": Array(Self.fixable.utf8)])
        let folder = folder(["App/A.swift": Array(Self.fixable.replacingOccurrences(of: "Tally", with: "Other").utf8)])
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("App/Loop").path, withDestinationPath: folder.appendingPathComponent("App").path)
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("App/Shared.swift").path, withDestinationPath: outside.appendingPathComponent("Shared.swift").path)
        let plain = Support.run(["--no-color", "--check", "App"], in: folder)
        #expect(plain.stderr.contains("statefix: 1 file scanned"), "links are not followed by default")
        let followed = Support.run(["--no-color", "--in-place", "--follow-symlinks", "App"], in: folder)
        #expect(followed.stderr.contains("statefix: 2 files scanned"), "each real file once, and the loop ends")
        let link = folder.appendingPathComponent("App/Shared.swift").path
        #expect((try? fm.destinationOfSymbolicLink(atPath: link)) != nil, "the link stays a link")
        #expect(fm.contents(atPath: outside.appendingPathComponent("Shared.swift").path) == Data(Self.fixed.utf8), "the fix goes to the real file")
    }

    /// A file that cannot be read is skipped with a one-line error; the others are still fixed.
    /// Root reads every file whatever its mode, so there (CI) the unreadable file is a link to
    /// `/proc/self/mem`, which no process can read from offset 0.
    @Test func unreadableFileIsSkipped() throws {
        let folder = folder(["A.swift": Array(Self.fixable.utf8)])
        var arguments = ["--no-color", "--in-place", "."]
        if getuid() == 0 {
            #if os(Linux)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("B.swift").path, withDestinationPath: "/proc/self/mem")
            arguments.insert("--follow-symlinks", at: 0)
            #else
            return
            #endif
        } else {
            Support.write(["B.swift": Array(Self.fixable.utf8)], to: folder)
            chmod(folder.appendingPathComponent("B.swift").path, 0)
        }
        defer { chmod(folder.appendingPathComponent("B.swift").path, 0o644) }
        let result = Support.run(arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("B.swift: error: cannot be read"))
        #expect(Support.files(in: folder)["A.swift"] == Array(Self.fixed.utf8), "the readable file is still fixed")
    }

    @Test func interruptedRunLeavesNothingHalfWritten() throws {
        let binary = try #require(Support.builtExecutable("statefix"), "the statefix binary is built with the tests")
        var files: [String: [UInt8]] = [:]
        for index in 0..<400 { files["V\(index).swift"] = Array(Self.fixable.replacingOccurrences(of: "Tally", with: "Tally\(index)").utf8) }
        let folder = folder(files)
        for delay in [0.05, 0.3, 0.8] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            // Without the cache: a result an earlier round stored would end the run before the kill.
            process.arguments = ["--in-place", "--quiet", "--jobs", "1", "--no-cache", "."]
            process.currentDirectoryURL = folder
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            process.terminate()
            process.waitUntilExit()
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(!names.contains { $0.contains(".statefix-") }, "temporary files left after SIGTERM: \(names.filter { $0.contains(".statefix-") })")
            for (name, original) in files {
                let now = [UInt8](FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)!)
                let fixed = Array(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "@State private var tally = 0", with: "@State private var tally: Int").utf8)
                #expect(now == original || now == fixed, "\(name) is neither the original nor the fixed file")
            }
        }
    }
}
