import Foundation
import StateFixCLI
import StateFixCore
import StateFixRules
import StateFixTestSupport

/// The compile oracle: a SwiftUI stand-in in two worlds, built with the toolchain's compiler.
///
/// World 1 is SwiftUI up to Xcode 26 (`State` is a property wrapper; `ViewBuilder` requires
/// `View` and builds `TupleView`); World 2 is Xcode 27 (`State` is a struct and `@State` a
/// macro, expanded by `Tests/Oracle/StateMacros.swift` as the strict model of the oracle
/// notes; one unconstrained `ContentBuilder` builds `TupleContent`, with TN3211's disfavored
/// overloads and MapKit's empty-block overload, `Tests/Oracle/World2Builder.swift`). Both
/// worlds are modules named `SwiftUI` built from `Tests/Oracle` plus `Fixtures/OraclePrelude.swift` (types fixtures share). A fixture is
/// checked by `swiftc -emit-sil -wmo` (definite initialization runs at SIL), and run checks
/// link an executable against World 1.
///
/// Builds are cached in `.build/oracle/<hash of the sources and the compiler version>/`.
final class CompileOracle: @unchecked Sendable {
    enum World: Int, CaseIterable, CustomStringConvertible, Sendable {
        case one = 1, two = 2
        var description: String { self == .one ? "World 1 (Xcode 26)" : "World 2 (Xcode 27)" }
    }

    /// Why the oracle cannot run here (no `swiftc` with SwiftSyntax host libraries), or nil.
    let unavailableReason: String?
    let folder: URL
    let swiftc: String
    let host: String

    /// The oracle, built once per test process.
    static let shared = CompileOracle()

    private init() {
        folder = Support.root.appendingPathComponent(".build/oracle")
        let found = Self.findCompiler()
        swiftc = found?.swiftc ?? "swiftc"
        host = found?.host ?? ""
        guard found != nil else {
            unavailableReason = "no swiftc with SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host) on PATH"
            return
        }
        unavailableReason = nil
    }

    private static func findCompiler() -> (swiftc: String, host: String)? {
        let fm = FileManager.default
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(dir)/swiftc"
            guard fm.isExecutableFile(atPath: candidate) else { continue }
            let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
            let host = resolved.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
            if fm.fileExists(atPath: host + "/SwiftSyntaxMacros.swiftmodule") { return (candidate, host) }
        }
        return nil
    }

    /// Sources of the stand-in, by file name.
    private var sources: [URL] {
        let oracle = Support.root.appendingPathComponent("Tests/Oracle")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: oracle.path))?.filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return names.map { oracle.appendingPathComponent($0) } + otherModules + [Support.root.appendingPathComponent("Fixtures/OraclePrelude.swift")]
    }

    /// Stand-ins for third-party modules whose names collide with SwiftUI's
    /// (`Tests/Oracle/Modules/Markdown.swift` is the module `Markdown`), the same in both worlds.
    private var otherModules: [URL] {
        let folder = Support.root.appendingPathComponent("Tests/Oracle/Modules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return names.map { folder.appendingPathComponent($0) }
    }

    /// The folder of this build of the stand-in: plugin, both worlds. Built on first use,
    /// once, whichever test asks first.
    var build: Result<URL, OracleError> {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let result = makeBuild()
        built = result
        return result
    }
    private var built: Result<URL, OracleError>?
    private let lock = NSLock()

    struct OracleError: Error, CustomStringConvertible {
        var description: String
    }

    private func makeBuild() -> Result<URL, OracleError> {
        if let unavailableReason { return .failure(OracleError(description: unavailableReason)) }
        var hasher = FNV1a()
        hasher.add(run([swiftc, "--version"], in: folder.deletingLastPathComponent()).output)
        for source in sources { hasher.add(source.lastPathComponent); hasher.add((try? String(contentsOf: source, encoding: .utf8)) ?? "") }
        let out = folder.appendingPathComponent(String(hasher.value, radix: 16))
        let done = out.appendingPathComponent("done")
        if FileManager.default.fileExists(atPath: done.path) { return .success(out) }
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let oracle = Support.root.appendingPathComponent("Tests/Oracle")
        let plugin = run([swiftc, "-emit-library", "-module-name", "StateMacros", oracle.appendingPathComponent("StateMacros.swift").path,
                          "-I", host, "-L", host, "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder", "-lSwiftDiagnostics",
                          "-lSwiftBasicFormat", "-lSwiftParser", "-lSwiftOperators", "-Xlinker", "-rpath", "-Xlinker", host,
                          "-o", out.appendingPathComponent("libStateMacros.so").path], in: out)
        guard plugin.status == 0 else { return .failure(OracleError(description: "building the StateMacros plugin failed:\n\(plugin.output)")) }
        let prelude = Support.root.appendingPathComponent("Fixtures/OraclePrelude.swift").path
        let modules = out.appendingPathComponent("modules")
        try? FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        for source in otherModules {
            let name = source.deletingPathExtension().lastPathComponent
            let module = run([swiftc, "-emit-module", "-emit-library", "-module-name", name, "-parse-as-library", source.path,
                              "-o", modules.appendingPathComponent("lib\(name).so").path], in: modules)
            guard module.status == 0 else { return .failure(OracleError(description: "building the \(name) stand-in failed:\n\(module.output)")) }
        }
        for world in World.allCases {
            let dir = out.appendingPathComponent("world\(world.rawValue)")
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let module = run([swiftc, "-emit-module", "-emit-library", "-module-name", "SwiftUI", "-parse-as-library",
                              oracle.appendingPathComponent("SwiftUIShared.swift").path,
                              oracle.appendingPathComponent("Render.swift").path,
                              oracle.appendingPathComponent("World\(world.rawValue)State.swift").path,
                              oracle.appendingPathComponent("World\(world.rawValue)Builder.swift").path, prelude,
                              "-load-plugin-library", out.appendingPathComponent("libStateMacros.so").path,
                              "-I", modules.path, "-L", modules.path, "-lCombine",
                              "-o", dir.appendingPathComponent("libSwiftUI.so").path], in: dir)
            guard module.status == 0 else { return .failure(OracleError(description: "building the \(world) SwiftUI stand-in failed:\n\(module.output)")) }
        }
        _ = FileManager.default.createFile(atPath: done.path, contents: Data())
        return .success(out)
    }

    /// Type-checks `files` through definite initialization in `world`. Returns the compiler's
    /// error lines (empty when it compiles).
    func check(_ files: [URL], in world: World) -> Result<[String], OracleError> {
        build.map { out in
            let result = run([swiftc, "-emit-sil", "-wmo", "-parse-as-library", "-module-name", "FixtureCase", "-o", "/dev/null",
                              "-I", out.appendingPathComponent("world\(world.rawValue)").path, "-I", out.appendingPathComponent("modules").path,
                              "-load-plugin-library", out.appendingPathComponent("libStateMacros.so").path] + files.map(\.path),
                             in: files[0].deletingLastPathComponent())
            if result.status == 0 { return [] }
            let errors = result.output.split(separator: "\n").map(String.init).filter { $0.contains("error:") && !$0.hasPrefix(" ") }
            return errors.isEmpty ? [result.output] : errors
        }
    }

    /// Builds `files` plus `main` (top-level code) against World 1 and runs it; returns its output.
    func run(_ files: [URL], main: String) -> Result<(status: Int32, output: String), OracleError> {
        build.map { out in
            let scratch = Support.temporaryFolder("statefix-oracle-run")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let mainURL = scratch.appendingPathComponent("main.swift")
            try? main.write(to: mainURL, atomically: true, encoding: .utf8)
            let world = out.appendingPathComponent("world1").path
            let exe = scratch.appendingPathComponent("check").path
            let modules = out.appendingPathComponent("modules").path
            let libraries = otherModules.map { "-l" + $0.deletingPathExtension().lastPathComponent }
            // -wmo: one frontend for all the files instead of one per file, each loading the
            // stand-in again; the program is the same (no optimization either way).
            let compiled = run([swiftc, "-wmo", "-module-name", "FixtureCase", "-I", world, "-L", world, "-lSwiftUI",
                                "-Xlinker", "-rpath", "-Xlinker", world, "-I", modules, "-L", modules] + libraries + [
                                "-Xlinker", "-rpath", "-Xlinker", modules,
                                "-load-plugin-library", out.appendingPathComponent("libStateMacros.so").path,
                                "-o", exe] + files.map(\.path) + [mainURL.path], in: scratch)
            guard compiled.status == 0 else { return (compiled.status, "does not build:\n" + compiled.output) }
            return run([exe], in: scratch)
        }
    }

    private func run(_ arguments: [String], in folder: URL) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0].hasPrefix("/") ? arguments[0] : "/usr/bin/env")
        process.arguments = arguments[0].hasPrefix("/") ? Array(arguments.dropFirst()) : arguments
        process.currentDirectoryURL = folder
        // The Swift driver leaves a `TemporaryDirectory.*` folder behind in TMPDIR for most calls
        // (about 260 a test run): each call gets a TMPDIR of its own, removed after it. A TMPDIR
        // of tens of thousands of folders slowed every statefix run of the tests tenfold, since a
        // run outside a repository lists the folders above it for projects.
        let temporary = Support.temporaryFolder("statefix-oracle-tmp")
        defer { try? FileManager.default.removeItem(at: temporary) }
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let data: Data
        do { data = try process.runToExit { pipe.fileHandleForReading.readDataToEndOfFile() } } catch { return (127, "\(error)") }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// 64-bit FNV-1a, for cache keys.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }
}
