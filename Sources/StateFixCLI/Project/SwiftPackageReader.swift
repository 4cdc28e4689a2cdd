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
        let calls = CallCollector(viewMode: .sourceAccurate)
        calls.walk(tree)
        // `let mainTarget = "RingBuffer"` at file level: names written through a constant.
        var constants: [String: String] = [:]
        for item in tree.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let value = binding.initializer.flatMap({ Self.string($0.value, constants) }) { constants[name] = value }
            }
        }
        let string = { (expression: ExprSyntax) in Self.string(expression, constants) }

        var platforms: [Platform: OSVersion] = [:]
        var packageMode: LanguageMode?
        if let package = calls.calls.first(where: { $0.calledExpression.trimmedDescription == "Package" }) {
            for argument in package.arguments {
                switch argument.label?.text {
                case "platforms":
                    for call in Self.calls(in: argument.expression) {
                        guard let name = Self.memberName(call), let platform = Platform(manifestName: name), platform.rawValue.lowercased() == name.lowercased(),
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
        if platforms.isEmpty && !calls.calls.contains(where: { $0.calledExpression.trimmedDescription == "Package" && $0.arguments.contains { $0.label?.text == "platforms" } }) {
            platforms = [.iOS: OSVersion("12.0")!, .macOS: OSVersion("10.13")!, .watchOS: OSVersion("4.0")!, .tvOS: OSVersion("12.0")!]
            defaulted = true
        }
        let platformSource = defaulted ? "SwiftPM's default, the oldest the SDK supports: \(display) names no platforms" : "platforms in \(display)"
        let toolsMode = text.split(separator: "\n").first { $0.contains("swift-tools-version") }
            .flatMap { line in line.firstIndex(of: ":").flatMap { LanguageMode(version: String(line[line.index(after: $0)...])) } }
        let defaultMode = packageMode.map { ($0, "swiftLanguageModes in \(display)") } ?? toolsMode.map { ($0, "swift-tools-version in \(display)") }

        for call in calls.calls {
            guard let kind = Self.memberName(call), ["target", "executableTarget", "testTarget", "macro"].contains(kind),
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
                case "exclude": excludes = Self.strings(in: argument.expression)
                case "sources": includes = Self.strings(in: argument.expression)
                case "swiftSettings":
                    for setting in Self.calls(in: argument.expression) {
                        switch Self.memberName(setting) {
                        case "swiftLanguageMode", "swiftLanguageVersion":
                            mode = setting.arguments.first.flatMap { Self.modes(in: $0.expression).first }
                        case "unsafeFlags":
                            let flags = setting.arguments.first.map { Self.strings(in: $0.expression) } ?? []
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

    /// `iOS` of `.iOS(…)` or `SupportedPlatform.iOS(…)`.
    private static func memberName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    private static func calls(in expression: ExprSyntax) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(expression)
        return collector.calls
    }

    /// `.v16_4` → 16.4, `"16.4"` → 16.4.
    private static func version(_ expression: ExprSyntax) -> OSVersion? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return OSVersion(member.declName.baseName.text) }
        return string(expression).flatMap(OSVersion.init)
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

    /// A string literal's text; with `constants`, a name of one, or a literal that interpolates them.
    private static func string(_ expression: ExprSyntax, _ constants: [String: String] = [:]) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return constants[reference.baseName.text] }
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil else { return nil }
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += plain.content.text
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                      let value = string(interpolation.expressions.first!.expression, constants) {
                text += value
            } else {
                return nil
            }
        }
        return text
    }

    private static func strings(in expression: ExprSyntax) -> [String] {
        guard let array = expression.as(ArrayExprSyntax.self) else { return string(expression).map { [$0] } ?? [] }
        return array.elements.compactMap { string($0.expression) }
    }
}

/// Every function call of a tree, in source order.
final class CallCollector: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
