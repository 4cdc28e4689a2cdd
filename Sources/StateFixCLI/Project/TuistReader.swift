import Foundation
import StateFixCore
import SwiftParser
import SwiftSyntax

/// Reads a Tuist `Project.swift` (one that imports `ProjectDescription`) with SwiftSyntax: it
/// is not run, so what only running it gives (a project or target built by a helper of
/// `ProjectDescriptionHelpers`, a computed name) is said as a problem and not read. Names bound
/// at the top of the file (`let app = Target.target(…)`, `let version = "16.0"`) are followed.
///
/// Read: `Project(name:…, settings:…, targets: […])` and each `.target(…)`/`Target(…)` of
/// `targets:` (arrays joined with `+` too): `name:`, `destinations:` (`.iOS`, `.macOS`,
/// `[.iPhone, .iPad, .mac]`…), the older `platform:`, `deploymentTargets:` (`.iOS("16.0")`,
/// `.multiplatform(iOS:macOS:…)`), the older `deploymentTarget:` (`.iOS(targetVersion:devices:)`),
/// `sources:` (globs as strings, `.glob(_:excluding:)`, `.paths([…])`, `SourceFilesList(globs:)`),
/// `buildableFolders:` and `settings:` (`.settings(base:debug:release:…)` or
/// `.settings(base:configurations: [.debug(name:settings:xcconfig:), .release(…)])`; values
/// `"16.0"`, `.string("16.0")`, `["a", "b"]`, `true`; `SettingsDictionary().swiftVersion("6")`).
///
/// Paths: a string or `.relativeToManifest`/`.relativeToCurrentFile`/`.path` is relative to the
/// manifest's folder; `.relativeToRoot` or a string starting with `//` to the Tuist root (the
/// nearest folder above holding `Tuist/`, `Tuist.swift` or `Tuist/Config.swift`, else `.git`).
///
/// Resolution, as Tuist generates the project: the configuration is the project's
/// `defaultConfiguration`, else `Release` when there is one, else the first release
/// configuration, else the first (Tuist's default configurations are `Debug` and `Release`).
/// Levels: the target's settings (its deployment targets, then `base`, then the
/// configuration's settings, over them), the configuration's `xcconfig` of the target, the
/// project's settings (`base` and the configuration's), the project's `xcconfig`. Tuist's
/// `defaultSettings` (`.recommended`…) are not read: they come with the Tuist version run
/// (`SWIFT_VERSION` among them), so the language mode is read only where the manifest sets it.
package enum TuistReader {
    package static func read(manifest path: String, currentDirectory: String) -> ProjectManifest? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let tree = Parser.parse(source: text)
        let imports = tree.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "ProjectDescription"
        }
        guard imports else { return nil }
        let path = SwiftFiles.normalize(path)
        let folder = SwiftFiles.parent(of: path)
        let display = SwiftFiles.display(path, currentDirectory)
        var manifest = ProjectManifest(kind: .tuist, path: path, folder: folder, display: display)
        var reader = Reader(folder: folder, root: root(above: folder), display: display, currentDirectory: currentDirectory)
        reader.collectBindings(tree)

        // `let project = Project(…)`, or the first `Project(…)` call of the file.
        let project: FunctionCallExprSyntax
        if let bound = reader.bindings["project"] {
            guard let call = reader.resolve(bound).as(FunctionCallExprSyntax.self) else {
                manifest.problems.append("the project of \(display) is \(bound.trimmedDescription.prefix(60)), which statefix does not run")
                manifest.hasUnreadTargets = true
                return manifest
            }
            guard isProjectInit(call) else {
                manifest.problems.append("the project of \(display) is built by \(call.calledExpression.trimmedDescription)(…) (a helper, e.g. of ProjectDescriptionHelpers), which statefix does not run: its targets are not read")
                manifest.hasUnreadTargets = true
                return manifest
            }
            project = call
        } else {
            guard let call = ManifestSyntax.calls(in: tree).first(where: isProjectInit) else {
                manifest.problems.append("\(display) declares no Project(…) statefix can read")
                manifest.hasUnreadTargets = true
                return manifest
            }
            project = call
        }

        // The project's settings and configurations.
        let projectSettings = project.arguments.first { $0.label?.text == "settings" }.map { reader.settings($0.expression) }
        var problems: [String] = []
        var configurations = projectSettings?.configurations ?? []
        if configurations.isEmpty { configurations = [.init(name: "Debug", release: false), .init(name: "Release", release: true)] }
        problems += projectSettings?.problems ?? []

        var targets: [ExprSyntax] = []
        if let argument = project.arguments.first(where: { $0.label?.text == "targets" }) {
            targets = reader.elements(argument.expression, what: "the targets of \(display)", problems: &problems)
        }
        var seen = configurations.map(\.name)
        var read: [(FunctionCallExprSyntax, Reader.Settings?)] = []
        for element in targets {
            guard let call = reader.resolve(element).as(FunctionCallExprSyntax.self), isTargetInit(call) else {
                let callee = reader.resolve(element).as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                problems.append("a target of \(display) is built by \(callee.map { "\($0)(…), a helper" } ?? element.trimmedDescription.prefix(60) + ",") statefix does not run: it is not read")
                manifest.hasUnreadTargets = true
                continue
            }
            let settings = call.arguments.first { $0.label?.text == "settings" }.map { reader.settings($0.expression) }
            for configuration in settings?.configurations ?? [] where !seen.contains(configuration.name) {
                seen.append(configuration.name)
                configurations.append(configuration)
            }
            read.append((call, settings))
        }
        let chosen = projectSettings?.defaultConfiguration.flatMap { name in configurations.first { $0.name == name } }
            ?? configurations.first { $0.name == "Release" } ?? configurations.first { $0.release } ?? configurations[0]
        manifest.problems = problems

        var projectLevels: [BuildSettingLevel] = []
        var projectProblems: [String] = []
        if let projectSettings {
            projectLevels = reader.levels(projectSettings, configuration: chosen.name, generated: [:], owner: "project settings in \(display)",
                                          isProject: true, problems: &projectProblems)
        }
        manifest.problems += projectProblems
        for (call, settings) in read {
            manifest.targets.append(reader.target(call, settings: settings, configuration: chosen.name, projectLevels: projectLevels))
        }
        return manifest
    }

    /// `Project(…)`, `Project.init(…)`.
    static func isProjectInit(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.trimmedDescription
        return callee == "Project" || callee == "Project.init" || callee == "ProjectDescription.Project"
    }

    /// `.target(…)`, `Target(…)`, `Target.target(…)`.
    static func isTargetInit(_ call: FunctionCallExprSyntax) -> Bool {
        ["Target", "Target.init", ".target", "Target.target", "ProjectDescription.Target", ".init"].contains(call.calledExpression.trimmedDescription)
    }

    /// The Tuist root of a manifest in `folder`: the nearest folder at or above it holding
    /// `Tuist/` or `Tuist.swift`; else the nearest holding `.git`; else `folder`.
    static func root(above folder: String) -> String {
        let manager = FileManager.default
        var git: String?
        var current = folder
        while true {
            if manager.fileExists(atPath: current + "/Tuist") || manager.fileExists(atPath: current + "/Tuist.swift") { return current }
            if git == nil, manager.fileExists(atPath: current + "/.git") { git = current }
            if current == "/" || current.isEmpty { return git ?? folder }
            current = SwiftFiles.parent(of: current)
        }
    }

    private struct Reader {
        let folder: String
        let root: String
        let display: String
        let currentDirectory: String
        /// Names bound at the top of the file (`let app = …`).
        var bindings: [String: ExprSyntax] = [:]

        struct Configuration {
            var name: String
            var release: Bool
            var settings: [String: String] = [:]
            var xcconfig: String?
        }

        /// A `Settings` as written: its base settings and configurations.
        struct Settings {
            var base: [String: String] = [:]
            var configurations: [Configuration] = []
            var defaultConfiguration: String?
            var problems: [String] = []
        }

        init(folder: String, root: String, display: String, currentDirectory: String) {
            self.folder = folder
            self.root = root
            self.display = display
            self.currentDirectory = currentDirectory
        }

        mutating func collectBindings(_ tree: SourceFileSyntax) {
            bindings = ManifestSyntax.bindings(in: tree)
        }

        /// `expression` with names bound at the top of the file replaced by their values.
        func resolve(_ expression: ExprSyntax) -> ExprSyntax { ManifestSyntax.resolve(expression, bindings) }

        /// The elements of an array expression, of arrays joined with `+`, or of a name bound to one.
        func elements(_ expression: ExprSyntax, what: String, problems: inout [String]) -> [ExprSyntax] {
            let expression = resolve(expression)
            if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                var result: [ExprSyntax] = []
                for (index, element) in sequence.elements.enumerated() {
                    if index % 2 == 1 {
                        guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else {
                            problems.append("\(what) are \(expression.trimmedDescription.prefix(60)), which statefix does not run")
                            return result
                        }
                        continue
                    }
                    result += elements(element, what: what, problems: &problems)
                }
                return result
            }
            problems.append("\(what) are \(expression.trimmedDescription.prefix(60)), which statefix does not run")
            return []
        }

        func string(_ expression: ExprSyntax) -> String? { ManifestSyntax.string(expression, bindings) }

        /// `iOS` of `.iOS(…)`, `.iOS`, `DeploymentTargets.iOS(…)`.
        static func memberName(_ expression: ExprSyntax) -> String? { ManifestSyntax.memberName(expression) }

        func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
            call.arguments.first { $0.label?.text == label }?.expression
        }

        /// An absolute path from a `Path` expression: a string, `.relativeToManifest("…")`,
        /// `.relativeToRoot("…")`, `.path("…")`.
        func path(_ expression: ExprSyntax) -> String? {
            let expression = resolve(expression)
            if let text = string(expression) {
                if text.hasPrefix("//") { return SwiftFiles.normalize(root + "/" + text.dropFirst(2)) }
                return text.hasPrefix("/") ? SwiftFiles.normalize(text) : SwiftFiles.normalize(folder + "/" + text)
            }
            guard let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first.map({ $0.expression }),
                  let text = string(first) else { return nil }
            switch Self.memberName(expression) {
            case "relativeToRoot": return SwiftFiles.normalize(root + "/" + text)
            case "relativeToManifest", "relativeToCurrentFile", "path": return SwiftFiles.normalize(folder + "/" + text)
            default: return nil
            }
        }

        // MARK: Settings

        /// `.settings(base:debug:release:…)`, `.settings(base:configurations:…)`, `Settings(…)`.
        func settings(_ expression: ExprSyntax) -> Settings {
            var result = Settings()
            guard let call = resolve(expression).as(FunctionCallExprSyntax.self),
                  ["settings", "Settings", "init"].contains(Self.memberName(resolve(expression)) ?? call.calledExpression.trimmedDescription) else {
                result.problems.append("the settings \(expression.trimmedDescription.prefix(60)) in \(display) are not read (statefix does not run Swift)")
                return result
            }
            if let base = argument(call, "base") { result.base = dictionary(base, problems: &result.problems) }
            if let configurations = argument(call, "configurations") {
                var problems: [String] = []
                for element in elements(configurations, what: "the configurations in \(display)", problems: &problems) {
                    if let configuration = configuration(element, problems: &problems) { result.configurations.append(configuration) }
                }
                result.problems += problems
            } else {
                result.configurations = [
                    Configuration(name: "Debug", release: false, settings: argument(call, "debug").map { dictionary($0, problems: &result.problems) } ?? [:]),
                    Configuration(name: "Release", release: true, settings: argument(call, "release").map { dictionary($0, problems: &result.problems) } ?? [:]),
                ]
            }
            result.defaultConfiguration = argument(call, "defaultConfiguration").flatMap { string($0) }
            return result
        }

        /// `.debug(name: .debug, settings: […], xcconfig: "…")`, `.release(…)`.
        func configuration(_ expression: ExprSyntax, problems: inout [String]) -> Configuration? {
            let expression = resolve(expression)
            guard let call = expression.as(FunctionCallExprSyntax.self), let kind = Self.memberName(expression), kind == "debug" || kind == "release" else {
                problems.append("the configuration \(expression.trimmedDescription.prefix(60)) in \(display) is not read")
                return nil
            }
            var name = kind == "debug" ? "Debug" : "Release"
            if let written = argument(call, "name") {
                if let text = string(written) {
                    name = text
                } else if let member = Self.memberName(written) {
                    if member == "debug" || member == "release" {
                        name = member == "debug" ? "Debug" : "Release"
                    } else if member == "configuration", let text = written.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap({ string($0.expression) }) {
                        name = text
                    }
                }
            }
            var configuration = Configuration(name: name, release: kind == "release")
            if let settings = argument(call, "settings") { configuration.settings = dictionary(settings, problems: &problems) }
            if let xcconfig = argument(call, "xcconfig") {
                configuration.xcconfig = path(xcconfig)
                if configuration.xcconfig == nil, xcconfig.trimmedDescription != "nil" {
                    problems.append("the xcconfig \(xcconfig.trimmedDescription) of configuration \(name) in \(display) is not read")
                }
            }
            return configuration
        }

        /// A `SettingsDictionary`: a literal (`"16.0"`, `.string("16.0")`, `["a", "b"]`,
        /// `.array([…])`, `true`), `SettingsDictionary()`/`[:]` with `.swiftVersion("6")` or
        /// `.merging(…)` after it.
        func dictionary(_ expression: ExprSyntax, problems: inout [String], depth: Int = 0) -> [String: String] {
            let expression = resolve(expression)
            guard depth < 8 else { return [:] }
            if let literal = expression.as(DictionaryExprSyntax.self) {
                var result: [String: String] = [:]
                guard case .elements(let elements) = literal.content else { return [:] }
                for element in elements {
                    guard let key = string(element.key) else { continue }
                    if let value = value(element.value) { result[key] = value } else if ProjectSettingsResolution.readKeys.contains(key) {
                        // Only a setting statefix reads is worth saying (not MARKETING_VERSION).
                        problems.append("\(key) = \(element.value.trimmedDescription.prefix(60)) in \(display) is not read")
                    }
                }
                return result
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                var result = dictionary(base, problems: &problems, depth: depth + 1)
                switch member.declName.baseName.text {
                case "swiftVersion": if let version = call.arguments.first.flatMap({ string($0.expression) }) { result["SWIFT_VERSION"] = version }
                case "merging", "merge":
                    if let other = call.arguments.first { result.merge(dictionary(other.expression, problems: &problems, depth: depth + 1)) { _, new in new } }
                default: break
                }
                return result
            }
            if expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "SettingsDictionary" { return [:] }
            problems.append("the settings \(expression.trimmedDescription.prefix(60)) in \(display) are not read (statefix does not run Swift)")
            return [:]
        }

        func value(_ expression: ExprSyntax) -> String? {
            let expression = resolve(expression)
            if let text = string(expression) { return text }
            if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return boolean.literal.text == "true" ? "YES" : "NO" }
            if let array = expression.as(ArrayExprSyntax.self) {
                let items = array.elements.compactMap { string($0.expression) }
                return items.count == array.elements.count ? items.joined(separator: " ") : nil
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first?.expression {
                switch Self.memberName(expression) {
                case "string": return string(first)
                case "array": return value(first)
                default: return nil
                }
            }
            return nil
        }

        /// The levels of one owner's settings: its settings (`generated` under `base` under
        /// the configuration's), then the configuration's `.xcconfig`.
        func levels(_ settings: Settings, configuration: String, generated: [String: (value: String, origin: String)], owner: String,
                    isProject: Bool, problems: inout [String]) -> [BuildSettingLevel] {
            var level = BuildSettingLevel(source: owner, values: [:], isProject: isProject)
            for (key, value) in generated {
                level.values[key] = value.value
                level.origins[key] = value.origin
            }
            let chosen = settings.configurations.first { $0.name == configuration }
            for (key, value) in settings.base.merging(chosen?.settings ?? [:], uniquingKeysWith: { _, new in new }) {
                level.values[key] = value
                level.origins[key] = nil
            }
            var levels = [level]
            if let path = chosen?.xcconfig {
                if let read = BuildSettings.xcconfig(path) {
                    levels.append(BuildSettingLevel(source: SwiftFiles.display(path, currentDirectory), values: read.values,
                                                    origins: read.origins.mapValues { SwiftFiles.display($0, currentDirectory) }, isProject: isProject))
                } else {
                    problems.append("\(SwiftFiles.display(path, currentDirectory)) (the \(configuration) xcconfig of \(owner)) cannot be read")
                }
            }
            return levels
        }

        // MARK: Targets

        func target(_ call: FunctionCallExprSyntax, settings: Settings?, configuration: String, projectLevels: [BuildSettingLevel]) -> BuildTarget {
            let name = argument(call, "name").flatMap { string($0) }
            var target = BuildTarget(name: name ?? "?", manifest: display, folder: folder,
                                     kind: argument(call, "product").flatMap { Self.memberName($0) }.map(Self.kind) ?? "target")
            target.configuration = configuration
            if name == nil { target.problems.append("a target of \(display) is named by \(argument(call, "name")?.trimmedDescription ?? "nothing"), which statefix does not run") }

            var platforms: [Platform] = []
            func add(_ platform: Platform) { if !platforms.contains(platform) { platforms.append(platform) } }
            if let destinations = argument(call, "destinations") {
                for token in resolve(destinations).tokens(viewMode: .sourceAccurate) where token.tokenKind != .period {
                    switch token.text {
                    case "iOS", "iPhone", "iPad": add(.iOS)
                    // Mac Catalyst and "Designed for iPad" run the iOS target on the Mac: read as iOS.
                    case "macCatalyst", "macWithiPadDesign", "appleVisionWithiPadDesign": add(.iOS)
                    case "macOS", "mac": add(.macOS)
                    case "watchOS", "appleWatch": add(.watchOS)
                    case "tvOS", "appleTv": add(.tvOS)
                    case "visionOS", "appleVision": add(.visionOS)
                    default: break
                    }
                }
                if platforms.isEmpty { target.problems.append("destinations: \(destinations.trimmedDescription.prefix(60)) of \(target.label) is not read") }
            } else if let platform = argument(call, "platform").flatMap({ Self.memberName(resolve($0)) }).flatMap(Platform.init(manifestName:)) {
                add(platform)
            }

            // The deployment targets Tuist writes into the target's settings.
            var generated: [String: (value: String, origin: String)] = [:]
            for label in ["deploymentTargets", "deploymentTarget"] {
                let origin = "\(label) of target \(target.name) in \(display)"
                guard let written = argument(call, label).map({ resolve($0) }), written.trimmedDescription != "nil" else { continue }
                guard let versions = written.as(FunctionCallExprSyntax.self), let member = Self.memberName(written) else {
                    target.problems.append("\(label): \(written.trimmedDescription.prefix(60)) of \(target.label) is not read")
                    continue
                }
                var found: [(Platform, String)] = []
                if member == "multiplatform" {
                    for argument in versions.arguments {
                        if let key = argument.label?.text, let platform = Platform(manifestName: key), let version = string(argument.expression) { found.append((platform, version)) }
                    }
                } else if let platform = Platform(manifestName: member), let first = versions.arguments.first, let version = string(first.expression) {
                    found.append((platform, version))
                }
                if found.isEmpty { target.problems.append("\(label): \(written.trimmedDescription.prefix(60)) of \(target.label) is not read") }
                for (platform, version) in found {
                    generated[platform.deploymentSetting] = (version, origin)
                    if argument(call, "destinations") == nil, argument(call, "platform") == nil { add(platform) }
                }
            }
            if platforms.isEmpty { platforms = [.iOS] } // Tuist's default destinations are `.iOS`.

            var problems: [String] = []
            let levels = self.levels(settings ?? Settings(), configuration: configuration, generated: generated,
                                     owner: "settings of target \(target.name) in \(display)", isProject: false, problems: &problems)
            target.problems += (settings?.problems ?? []) + problems
            ProjectSettingsResolution.apply(levels + projectLevels, to: &target, declared: platforms)
            target.membership = membership(call, problems: &target.problems)
            return target
        }

        /// `sources:` and `buildableFolders:` as folders with globs (and files named whole).
        func membership(_ call: FunctionCallExprSyntax, problems: inout [String]) -> BuildTarget.Membership {
            var membership = BuildTarget.Membership()
            if let sources = argument(call, "sources").map({ resolve($0) }), sources.trimmedDescription != "nil" {
                for (glob, excluding) in globs(sources, problems: &problems) { add(glob, excluding: excluding, to: &membership) }
            }
            if let folders = argument(call, "buildableFolders") {
                for element in elements(folders, what: "the buildable folders of \(display)", problems: &problems) {
                    let element = resolve(element)
                    let root = path(element) ?? element.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.first.flatMap { path($0.expression) } }
                    guard let root else { problems.append("the buildable folder \(element.trimmedDescription.prefix(60)) is not read"); continue }
                    // Files an exception leaves out (`.exception(excluded: ["…"])`), from the manifest's folder.
                    let labeled = LabeledCollector(viewMode: .sourceAccurate)
                    labeled.walk(element)
                    let excluded = labeled.arguments.filter { $0.label?.text == "excluded" }
                        .flatMap { argument in argument.expression.as(ArrayExprSyntax.self)?.elements.compactMap { path($0.expression) } ?? [] }
                    let excludes = relative(excluded, to: root)
                    membership.folders.append(.init(root: root, excludes: excludes))
                }
            }
            return membership
        }

        /// The globs of a `SourceFilesList` with their exclusions (absolute).
        func globs(_ expression: ExprSyntax, problems: inout [String]) -> [(String, [String])] {
            let expression = resolve(expression)
            if let glob = path(expression) { return [(glob, [])] }
            if expression.as(ArrayExprSyntax.self) != nil || expression.as(SequenceExprSyntax.self) != nil {
                return elements(expression, what: "the sources of \(display)", problems: &problems).flatMap { globs($0, problems: &problems) }
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first?.expression {
                switch Self.memberName(expression) ?? call.calledExpression.trimmedDescription {
                case "paths", "sourceFilesList", "SourceFilesList": return globs(first, problems: &problems)
                case "glob", "generated":
                    var excluding: [String] = []
                    if let excluded = argument(call, "excluding").map({ resolve($0) }) {
                        let items = excluded.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [excluded]
                        excluding = items.compactMap { path($0) }
                    }
                    if let glob = path(first) { return [(glob, excluding)] }
                default: break
                }
            }
            problems.append("the sources \(expression.trimmedDescription.prefix(60)) in \(display) are not read")
            return []
        }

        /// A glob (absolute) as a folder (its part before the first wildcard) with the rest as
        /// an include; a path without wildcards is a file, or a folder with every file below it.
        func add(_ glob: String, excluding: [String], to membership: inout BuildTarget.Membership) {
            let components = glob.split(separator: "/", omittingEmptySubsequences: true)
            guard let wild = components.firstIndex(where: { $0.contains { "*?[{".contains($0) } }) else {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: glob, isDirectory: &isFolder), !isFolder.boolValue || glob.hasSuffix(".swift") {
                    membership.files.insert(glob)
                } else if glob.hasSuffix(".swift") {
                    membership.files.insert(glob)
                } else {
                    membership.folders.append(.init(root: glob, excludes: relative(excluding, to: glob)))
                }
                return
            }
            let root = "/" + components[..<wild].joined(separator: "/")
            let include = components[wild...].joined(separator: "/")
            membership.folders.append(.init(root: root, includes: [anchored(include)], excludes: relative(excluding, to: root)))
        }

        /// Exclusions below `root`, relative to it and anchored there.
        func relative(_ paths: [String], to root: String) -> [String] {
            paths.compactMap { path in path.hasPrefix(root + "/") ? anchored(String(path.dropFirst(root.count + 1))) : nil }
        }

        /// Tuist's globs are relative to their folder: `*.swift` names files at its top
        /// (`Glob` matches a pattern without a `/` at any depth).
        func anchored(_ pattern: String) -> String { pattern.contains("/") || pattern.hasPrefix("**") ? pattern : "/" + pattern }

        static func kind(_ product: String) -> String {
            switch product {
            case "app": "app"
            case "appExtension", "messagesExtension", "extensionKitExtension", "appClip": product == "appClip" ? "app clip" : "app extension"
            case "framework", "staticFramework": "framework"
            case "staticLibrary", "dynamicLibrary": "library"
            case "unitTests": "unit tests"
            case "uiTests": "UI tests"
            case "commandLineTool": "command-line tool"
            case "watch2App": "watch app"
            case "watch2Extension": "watch extension"
            case "bundle": "bundle"
            case "macro": "macro"
            default: product
            }
        }
    }
}

/// Every labeled argument of a tree, in source order.
private final class LabeledCollector: SyntaxVisitor {
    var arguments: [LabeledExprSyntax] = []

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        arguments.append(node)
        return .visitChildren
    }
}
