// swift-tools-version:5.9
//
// statefix links SwiftSyntax in one of two ways:
//
// 1. The toolchain's own copy (Linux toolchains from swift.org ship it as resilient
//    modules in `<toolchain>/usr/lib/swift/host`). The folder is found from the
//    `swift`/`swiftc` on PATH, or set explicitly with STATEFIX_SWIFTSYNTAX_HOST.
//    No network access is needed.
// 2. Where that folder is absent (Xcode on macOS, or STATEFIX_SWIFTSYNTAX_HOST=none),
//    the ordinary package dependency on swift-syntax, matching Swift 6.3.
import Foundation
import PackageDescription

let syntaxModules = [
    "SwiftSyntax", "SwiftParser", "SwiftDiagnostics", "SwiftParserDiagnostics",
    "SwiftBasicFormat", "SwiftIfConfig", "SwiftOperators",
]

/// The toolchain folder holding SwiftSyntax's `.swiftmodule`s and shared libraries, or nil.
func toolchainSyntaxHost() -> String? {
    let env = ProcessInfo.processInfo.environment
    let fm = FileManager.default
    func usable(_ dir: String) -> Bool {
        fm.fileExists(atPath: dir + "/SwiftSyntax.swiftmodule")
            && (fm.fileExists(atPath: dir + "/libSwiftSyntax.so") || fm.fileExists(atPath: dir + "/libSwiftSyntax.dylib"))
    }
    if let explicit = env["STATEFIX_SWIFTSYNTAX_HOST"], !explicit.isEmpty {
        if explicit == "none" { return nil }
        // A folder set by hand that lacks a module is a typo: say which, instead of falling
        // back to a network dependency that fails far from the cause.
        for module in syntaxModules where !fm.fileExists(atPath: explicit + "/\(module).swiftmodule") {
            fatalError("STATEFIX_SWIFTSYNTAX_HOST=\(explicit): \(module).swiftmodule is not there (use the toolchain's usr/lib/swift/host, or 'none')")
        }
        guard usable(explicit) else {
            fatalError("STATEFIX_SWIFTSYNTAX_HOST=\(explicit): libSwiftSyntax.so (or .dylib) is not there (use the toolchain's usr/lib/swift/host, or 'none')")
        }
        return explicit
    }
    for dir in (env["PATH"] ?? "").split(separator: ":").map(String.init) {
        for tool in ["swift", "swiftc"] {
            let candidate = dir + "/" + tool
            guard fm.isExecutableFile(atPath: candidate) else { continue }
            let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
            let host = resolved.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/host").path
            if usable(host) { return host }
        }
    }
    return nil
}

let host = toolchainSyntaxHost()

let syntaxDependencies: [Target.Dependency]
let syntaxSwiftSettings: [SwiftSetting]
let syntaxLinkerSettings: [LinkerSetting]
let packageDependencies: [Package.Dependency]

if let host {
    syntaxDependencies = []
    syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
    // scripts/install sets STATEFIX_RELOCATABLE: the installed binary loads the SwiftSyntax
    // copies beside it (rpath $ORIGIN), not the toolchain's.
    let rpath = ProcessInfo.processInfo.environment["STATEFIX_RELOCATABLE"] == nil ? ["-Xlinker", "-rpath", "-Xlinker", host] : []
    syntaxLinkerSettings = [.unsafeFlags(["-L", host] + syntaxModules.map { "-l" + $0 } + rpath)]
    packageDependencies = []
} else {
    syntaxDependencies = syntaxModules.map { .product(name: $0, package: "swift-syntax") }
    syntaxSwiftSettings = []
    syntaxLinkerSettings = []
    packageDependencies = [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0")]
}

/// A target that links SwiftSyntax the chosen way.
func syntaxTarget(_ name: String, _ dependencies: [Target.Dependency], path: String? = nil) -> Target {
    .target(name: name, dependencies: dependencies + syntaxDependencies, path: path,
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings)
}

func syntaxTestTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .testTarget(name: name, dependencies: dependencies + syntaxDependencies,
                swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings)
}

// Layers, enforced by the compiler: Core (sources, edits, the rule API, the engine, the
// prefilter; it names no rule) ← Model (lazy indexes) ← Rules (one file per rule, a folder per
// family) ← CLI (options, inputs, configuration, reports, git, audit) ← the executables.
// Cross-target API is `package`: nothing is public but what the executables call.
let package = Package(
    name: "statefix",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "statefix", targets: ["statefix"]),
        .plugin(name: "StatefixPlugin", targets: ["StatefixPlugin"]),
        .plugin(name: "StatefixBuildToolPlugin", targets: ["StatefixBuildToolPlugin"]),
        .executable(name: "statefix-bench", targets: ["statefix-bench"]),
    ],
    dependencies: packageDependencies,
    targets: [
        syntaxTarget("StateFixCore", []),
        syntaxTarget("StateFixModel", ["StateFixCore"]),
        syntaxTarget("StateFixRules", ["StateFixCore", "StateFixModel"]),
        syntaxTarget("StateFixCLI", ["StateFixCore", "StateFixModel", "StateFixRules"]),
        .executableTarget(
            name: "statefix",
            dependencies: ["StateFixCLI"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .executableTarget(
            name: "statefix-bench",
            dependencies: ["StateFixCLI", "StateFixCore"] + syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .plugin(
            name: "StatefixPlugin",
            capability: .command(
                intent: .custom(verb: "statefix", description: "Find and fix SwiftUI code for Xcode 27"),
                permissions: [.writeToPackageDirectory(reason: "statefix --in-place rewrites Swift files of the package")]
            ),
            dependencies: [.target(name: "statefix")]
        ),
        // `statefix --check --format xcode` on a target's files in every build (scripts/test-plugin).
        .plugin(
            name: "StatefixBuildToolPlugin",
            capability: .buildTool(),
            dependencies: [.target(name: "statefix")]
        ),
        syntaxTarget("StateFixTestSupport", ["StateFixCore", "StateFixModel", "StateFixRules", "StateFixCLI"], path: "Tests/StateFixTestSupport"),
        syntaxTestTarget("StateFixCoreTests", ["StateFixCore", "StateFixTestSupport"]),
        syntaxTestTarget("StateFixModelTests", ["StateFixCore", "StateFixModel", "StateFixTestSupport"]),
        syntaxTestTarget("StateFixRulesTests", ["StateFixCore", "StateFixModel", "StateFixRules", "StateFixCLI", "StateFixTestSupport"]),
        syntaxTestTarget("StateFixCLITests", ["StateFixCore", "StateFixRules", "StateFixCLI", "StateFixTestSupport"]),
        syntaxTestTarget("StateFixFuzzTests", ["StateFixCore", "StateFixRules", "StateFixTestSupport"]),
    ]
)
