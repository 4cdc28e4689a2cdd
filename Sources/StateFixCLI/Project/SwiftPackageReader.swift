import Foundation
import StateFixCore
import SwiftParser
import SwiftSyntax

/// Reads a `Package.swift` with SwiftSyntax (it is not run: what it computes at run time is not
/// seen, and said as a problem). Every target gets the package's `platforms:` and its files
/// are those under its `path:` (SwiftPM's default `Sources/<name>`, `Tests/<name>` for tests)
/// minus `exclude:`, within `sources:` when given. The language mode: the target's
/// `.swiftLanguageMode(…)` (or `-swift-version`), else the package's `swiftLanguageModes:`,
/// else the tools version's major version.
package enum SwiftPackageReader {
    package static func read(manifest path: String, currentDirectory: String) -> ProjectManifest? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let folder = SwiftFiles.parent(of: path)
        let display = SwiftFiles.display(path, currentDirectory)
        var manifest = ProjectManifest(kind: .package, path: path, folder: folder, display: display)
        let tree = Parser.parse(source: text)
        let calls = ManifestSyntax.calls(in: tree)
        // `let mainTarget = "RingBuffer"` at file level: names written through a constant.
        let bindings = ManifestSyntax.bindings(in: tree)
        let string = { (expression: ExprSyntax) in ManifestSyntax.string(expression, bindings) }

        var platforms: [Platform: OSVersion] = [:]
        var packageMode: LanguageMode?
        if let package = calls.first(where: { $0.calledExpression.trimmedDescription == "Package" }) {
            for argument in package.arguments {
                switch argument.label?.text {
                case "platforms":
                    for call in ManifestSyntax.calls(in: argument.expression) {
                        guard let name = ManifestSyntax.memberName(ExprSyntax(call)), let platform = Platform(manifestName: name), platform.rawValue.lowercased() == name.lowercased(),
                              let version = call.arguments.first.flatMap({ Self.version($0.expression) }) else { continue }
                        platforms[platform] = version
                    }
                case "swiftLanguageModes", "swiftLanguageVersions":
                    let modes = Self.modes(in: argument.expression)
                    packageMode = modes.contains(.swift5) ? .swift5 : modes.first
                default: break
                }
            }
        }
        // Without `platforms:`, SwiftPM builds for every platform at the oldest version the SDK
        // supports (PackageDescription's `SupportedPlatform`): far below what Observation needs.
        var defaulted = false
        if platforms.isEmpty && !calls.contains(where: { $0.calledExpression.trimmedDescription == "Package" && $0.arguments.contains { $0.label?.text == "platforms" } }) {
            platforms = [.iOS: OSVersion("12.0")!, .macOS: OSVersion("10.13")!, .watchOS: OSVersion("4.0")!, .tvOS: OSVersion("12.0")!]
            defaulted = true
        }
        let platformSource = defaulted ? "SwiftPM's default, the oldest the SDK supports: \(display) names no platforms" : "platforms in \(display)"
        let toolsMode = text.split(separator: "\n").first { $0.contains("swift-tools-version") }
            .flatMap { line in line.firstIndex(of: ":").flatMap { LanguageMode(version: String(line[line.index(after: $0)...])) } }
        let defaultMode = packageMode.map { ($0, "swiftLanguageModes in \(display)") } ?? toolsMode.map { ($0, "swift-tools-version in \(display)") }

        for call in calls {
            guard let kind = ManifestSyntax.memberName(ExprSyntax(call)), ["target", "executableTarget", "testTarget", "macro"].contains(kind),
                  !Self.isDependency(call), call.arguments.first?.label?.text == "name" else { continue }
            guard let name = call.arguments.first.flatMap({ string($0.expression) }) else {
                manifest.problems.append("a target of \(display) is named by an expression statefix does not run (\(call.arguments.first!.expression.trimmedDescription))")
                manifest.hasUnreadTargets = true
                continue
            }
            var target = BuildTarget(name: name, manifest: display, folder: folder,
                                     kind: ["testTarget": "unit tests", "executableTarget": "executable", "macro": "macro"][kind] ?? "library")
            var relative: String?
            var includes: [String] = [], excludes: [String] = []
            var mode: LanguageMode?
            for argument in call.arguments {
                switch argument.label?.text {
                case "path": relative = string(argument.expression)
                case "exclude": excludes = Self.strings(in: argument.expression, bindings)
                case "sources": includes = Self.strings(in: argument.expression, bindings)
                case "swiftSettings":
                    for setting in ManifestSyntax.calls(in: argument.expression) {
                        switch ManifestSyntax.memberName(ExprSyntax(setting)) {
                        case "swiftLanguageMode", "swiftLanguageVersion":
                            mode = setting.arguments.first.flatMap { Self.modes(in: $0.expression).first }
                        case "unsafeFlags":
                            let flags = setting.arguments.first.map { Self.strings(in: $0.expression, bindings) } ?? []
                            if let index = flags.firstIndex(of: "-swift-version"), index + 1 < flags.count { mode = LanguageMode(version: flags[index + 1]) ?? mode }
                        default: break
                        }
                    }
                default: break
                }
            }
            let root = relative.map { SwiftFiles.normalize(folder + "/" + $0) } ?? Self.defaultFolder(name, tests: kind == "testTarget", in: folder)
            target.membership.folders = [.init(root: root, includes: includes, excludes: excludes)]
            if kind != "macro" {
                for (platform, version) in platforms { target.platforms[platform] = (version, platformSource) }
            }
            if let mode { target.languageMode = (mode, "swiftSettings of target \(name) in \(display)") } else { target.languageMode = defaultMode }
            manifest.targets.append(target)
        }
        // What a file in the package that no target claims gets (a manifest whose targets are computed).
        var package = BuildTarget(name: "(package)", manifest: display, folder: folder, kind: "package")
        for (platform, version) in platforms { package.platforms[platform] = (version, platformSource) }
        package.languageMode = defaultMode
        manifest.packageLevel = package
        return manifest
    }

    /// SwiftPM's default folder of a target: the first of `Sources`, `Source`, `src`, `srcs`
    /// (`Tests` for tests) that holds one named after it.
    private static func defaultFolder(_ name: String, tests: Bool, in folder: String) -> String {
        let parents = tests ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
        for parent in parents where SwiftFiles.isFolder(folder + "/" + parent + "/" + name, "/") {
            return folder + "/" + parent + "/" + name
        }
        return folder + "/" + (tests ? "Tests" : "Sources") + "/" + name
    }

    /// `.target(name: "A")` inside `dependencies:` names a dependency, not a target.
    private static func isDependency(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if let argument = current.as(LabeledExprSyntax.self), argument.label?.text == "dependencies" { return true }
            node = current.parent
        }
        return false
    }

    /// `.v16_4` → 16.4, `"16.4"` → 16.4.
    private static func version(_ expression: ExprSyntax) -> OSVersion? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return OSVersion(member.declName.baseName.text) }
        return ManifestSyntax.string(expression, [:]).flatMap(OSVersion.init)
    }

    /// `[.v5]`, `[.version("6")]`, `.v5`.
    private static func modes(in expression: ExprSyntax) -> [LanguageMode] {
        var result: [LanguageMode] = []
        for token in expression.tokens(viewMode: .sourceAccurate) {
            let text = token.text.trimmingCharacters(in: CharacterSet(charactersIn: "v\""))
            if token.tokenKind != .period, let mode = LanguageMode(version: text), !result.contains(mode) { result.append(mode) }
        }
        return result
    }

    private static func strings(in expression: ExprSyntax, _ bindings: [String: ExprSyntax]) -> [String] {
        guard let array = ManifestSyntax.resolve(expression, bindings).as(ArrayExprSyntax.self) else { return ManifestSyntax.string(expression, bindings).map { [$0] } ?? [] }
        return array.elements.compactMap { ManifestSyntax.string($0.expression, bindings) }
    }
}
