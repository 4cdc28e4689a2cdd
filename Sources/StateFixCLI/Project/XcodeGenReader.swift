import Foundation
import StateFixCore

/// Reads an XcodeGen spec (`project.yml`, read with `YAMLSubset`) into the targets the project
/// it generates would have, resolving build settings as XcodeGen writes them and Xcode reads
/// them (XcodeGen's `Docs/ProjectSpec.md` and `SettingsBuilder.swift`).
///
/// The spec: `include:` files (a path, or `path:` with `relativePaths:` and `enable:`) merged
/// first, in order, then the including file on top (dictionaries merged, arrays appended, a
/// `key:REPLACE` replacing); `targetTemplates` merged under the targets that name them
/// (`${target_name}`, `templateAttributes`); a target whose `platform:` is a list becomes one
/// target per platform (`Name_iOS`, or `platformPrefix`/`platformSuffix`, `${platform}`).
///
/// The configuration is the one `xcodebuild` builds by default in the generated project:
/// `options.defaultConfig`, else the first by name (XcodeGen sorts `configs:`, or its default
/// `Debug` and `Release`, and writes `defaultConfigurationName: defaultConfig ?? first`, so
/// `Debug` without a `defaultConfig`). Levels, highest first: the target's settings (its `settings:` over what XcodeGen
/// generates from its `deploymentTarget:`), the target's `configFiles` `.xcconfig`, the
/// project's settings (its `settings:` over what XcodeGen generates: `options.deploymentTarget`
/// and the base preset's `SWIFT_VERSION = 5.0`), the project's `.xcconfig`. A generated value is
/// left out when a level's `.xcconfig` sets the key, as XcodeGen does. `settings:` is a flat
/// dictionary or `groups:` (from `settingGroups`), `base:` and `configs:` (matched to the
/// configuration's name ignoring case, `release` matching `Staging Release`).
///
/// The platforms: `supportedDestinations` (`macCatalyst` read as iOS: Mac Catalyst builds
/// with the iOS minimum), else `platform`. Files: each of `sources:` (a path, or `path:` with
/// `includes:`/`excludes:` globs relative to it) is a folder with its files below it, or a file;
/// sources built as resources, headers or folder references are left out.
/// Not read: environment variables (`${VAR}` stays as written), `destinationFilters`,
/// dependencies, schemes.
package enum XcodeGenReader {
    package static func read(manifest path: String, currentDirectory: String) -> ProjectManifest? {
        let path = SwiftFiles.normalize(path)
        let folder = SwiftFiles.parent(of: path)
        let display = SwiftFiles.display(path, currentDirectory)
        var loader = Loader(root: folder, currentDirectory: currentDirectory)
        guard let loaded = loader.load(path, pathBase: folder, seen: []) else { return nil }
        var manifest = ProjectManifest(kind: .xcodegen, path: path, folder: folder, display: display)
        manifest.problems = loader.problems
        let spec = resolveMultiplatformTargets(resolveTemplates(loaded))

        var configs = (spec["configs"]?.entries ?? []).map { (name: $0.key, type: $0.value.string?.lowercased()) }
        if configs.isEmpty { configs = [("Debug", "debug"), ("Release", "release")] }
        configs.sort { $0.name < $1.name }
        let chosen = spec["options"]?["defaultConfig"]?.string.flatMap { name in configs.first { $0.name == name } }
            ?? configs[0]
        let names = configs.map(\.name)
        let reader = Reader(spec: spec, folder: folder, display: display, currentDirectory: currentDirectory, configuration: chosen.name, configurations: names)

        // The project's levels, shared by every target.
        var projectProblems: [String] = []
        let projectXCConfig = reader.xcconfig(spec["configFiles"]?[chosen.name]?.string, of: "the project", problems: &projectProblems)
        var generated: [String: (value: String, origin: String)] = [:]
        let presets = spec["options"]?["settingPresets"]?.string ?? "all"
        if chosen.type == "debug" || chosen.type == "release", presets == "all" || presets == "project" {
            generated["SWIFT_VERSION"] = ("5.0", "XcodeGen's base setting preset")
        }
        for (name, value) in spec["options"]?["deploymentTarget"]?.entries ?? [] {
            guard let platform = Platform(manifestName: name), let version = value.string else { continue }
            generated[platform.deploymentSetting] = (version, "options.deploymentTarget in \(display)")
        }
        var projectLevels = [reader.level(settings: spec["settings"], generated: generated, overriddenBy: [projectXCConfig].compactMap { $0 },
                                          source: "project settings in \(display)", isProject: true, problems: &projectProblems)]
        if let projectXCConfig { projectLevels.append(projectXCConfig) }
        manifest.problems += projectProblems

        for (name, target) in spec["targets"]?.entries ?? [] {
            guard target["legacy"] == nil else { continue }
            manifest.targets.append(reader.target(name, target, projectLevels: projectLevels, projectXCConfig: projectXCConfig))
        }
        manifest.targets.sort { $0.name < $1.name }
        return manifest
    }

    // MARK: Resolving the spec

    /// Each target with the `targetTemplates` it names (and those they name) merged under it.
    static func resolveTemplates(_ spec: YAMLValue) -> YAMLValue {
        guard let targets = spec["targets"]?.entries else { return spec }
        let templates = spec["targetTemplates"]
        var resolved: [(key: String, value: YAMLValue)] = []
        for (name, target) in targets {
            var names: [String] = []
            var insertion = 0
            func collect(_ value: YAMLValue) {
                for template in value["templates"]?.strings ?? [] where !names.contains(template) {
                    guard let dictionary = templates?[template] else { continue }
                    names.insert(template, at: insertion)
                    collect(dictionary)
                    insertion += 1
                }
            }
            collect(target)
            guard !names.isEmpty else { resolved.append((name, target)); continue }
            var merged = YAMLValue.mapping([])
            for template in names { merged = merge(templates![template]!, onto: merged) }
            var value = expand(merge(target, onto: merged), ["target_name": name])
            if let attributes = value["templateAttributes"]?.stringDictionary, !attributes.isEmpty { value = expand(value, attributes) }
            resolved.append((name, value))
        }
        return replacing("targets", with: .mapping(resolved), in: spec)
    }

    /// A target whose `platform:` is a list becomes one target per platform.
    static func resolveMultiplatformTargets(_ spec: YAMLValue) -> YAMLValue {
        guard let targets = spec["targets"]?.entries else { return spec }
        var resolved: [(key: String, value: YAMLValue)] = []
        for (name, target) in targets {
            guard let platforms = target["platform"]?.items else { resolved.append((name, target)); continue }
            for platform in platforms.compactMap(\.string) {
                var value = expand(target, ["platform": platform])
                let suffix = value["platformSuffix"]?.string ?? "_\(platform)"
                let prefix = value["platformPrefix"]?.string ?? ""
                value = replacing("platform", with: .scalar(platform), in: value)
                if let versions = target["deploymentTarget"], versions.entries != nil {
                    value = replacing("deploymentTarget", with: versions[platform] ?? .null, in: value)
                }
                resolved.append((prefix + name + suffix, value))
            }
        }
        return replacing("targets", with: .mapping(resolved), in: spec)
    }

    /// XcodeGen's merge of specs: `new` over `base`, dictionaries merged, arrays appended,
    /// anything else replaced; a `key:REPLACE` replaces `key` whole.
    static func merge(_ new: YAMLValue, onto base: YAMLValue) -> YAMLValue {
        guard let entries = new.entries, var merged = base.entries else { return new }
        for (key, value) in entries {
            if key.hasSuffix(":REPLACE") {
                let name = String(key.dropLast(":REPLACE".count))
                if let index = merged.firstIndex(where: { $0.key == name }) { merged[index].value = value } else { merged.append((name, value)) }
                continue
            }
            guard let index = merged.firstIndex(where: { $0.key == key }) else { merged.append((key, value)); continue }
            let old = merged[index].value
            if old.entries != nil, value.entries != nil {
                merged[index].value = merge(value, onto: old)
            } else if let oldItems = old.items, let newItems = value.items {
                merged[index].value = .sequence(oldItems + newItems)
            } else {
                merged[index].value = value
            }
        }
        return .mapping(merged)
    }

    /// `value` with each `${name}` of `variables` replaced, in keys and scalars.
    static func expand(_ value: YAMLValue, _ variables: [String: String]) -> YAMLValue {
        func text(_ string: String) -> String {
            guard string.contains("${") else { return string }
            var result = string
            for (name, replacement) in variables { result = result.replacingOccurrences(of: "${\(name)}", with: replacement) }
            return result
        }
        switch value {
        case .null: return .null
        case .scalar(let string): return .scalar(text(string))
        case .sequence(let items): return .sequence(items.map { expand($0, variables) })
        case .mapping(let entries): return .mapping(entries.map { (text($0.key), expand($0.value, variables)) })
        }
    }

    static func replacing(_ key: String, with value: YAMLValue, in mapping: YAMLValue) -> YAMLValue {
        guard var entries = mapping.entries else { return mapping }
        if let index = entries.firstIndex(where: { $0.key == key }) { entries[index].value = value } else { entries.append((key, value)) }
        return .mapping(entries)
    }

    // MARK: Loading files

    /// Reads a spec and the specs it includes, each file's paths made absolute (from its own
    /// folder, or the root spec's for an include with `relativePaths: false`).
    private struct Loader {
        let root: String
        let currentDirectory: String
        var problems: [String] = []

        init(root: String, currentDirectory: String) {
            self.root = root
            self.currentDirectory = currentDirectory
        }

        mutating func load(_ path: String, pathBase: String, seen: Set<String>) -> YAMLValue? {
            guard !seen.contains(path), seen.count < 16, let data = FileManager.default.contents(atPath: path) else { return nil }
            let shown = SwiftFiles.display(path, currentDirectory)
            let parsed = YAMLSubset.parse(String(decoding: data, as: UTF8.self))
            problems += parsed.problems.map { "\(shown), \($0)" }
            guard parsed.value.entries != nil else {
                problems.append("\(shown) is not a YAML mapping statefix can read")
                return .mapping([])
            }
            let own = Self.absolutePaths(in: parsed.value, base: pathBase)
            var merged = YAMLValue.mapping([])
            let includes = own["include"].map { $0.items ?? [$0] } ?? []
            for include in includes {
                guard let relative = include.string ?? include["path"]?.string else { continue }
                if let enable = include["enable"]?.string, ["false", "no", "0"].contains(enable.lowercased()) { continue }
                let relativePaths = include["relativePaths"]?.string.map { !["false", "no", "0"].contains($0.lowercased()) } ?? true
                let included = relative.hasPrefix("/") ? SwiftFiles.normalize(relative) : SwiftFiles.normalize(pathBase + "/" + relative)
                guard let spec = load(included, pathBase: relativePaths ? SwiftFiles.parent(of: included) : root, seen: seen.union([path])) else {
                    problems.append("\(SwiftFiles.display(included, currentDirectory)) (included by \(shown)) cannot be read")
                    continue
                }
                merged = XcodeGenReader.merge(spec, onto: merged)
            }
            return XcodeGenReader.merge(XcodeGenReader.replacing("include", with: .null, in: own), onto: merged)
        }

        /// The spec with its paths (`configFiles`, targets' and templates' `sources` and
        /// `configFiles`) absolute.
        static func absolutePaths(in spec: YAMLValue, base: String) -> YAMLValue {
            func absolute(_ value: YAMLValue) -> YAMLValue {
                guard let path = value.string else { return value }
                return .scalar(path.hasPrefix("/") ? SwiftFiles.normalize(path) : SwiftFiles.normalize(base + "/" + path))
            }
            func configFiles(_ value: YAMLValue) -> YAMLValue {
                guard let entries = value.entries else { return value }
                return .mapping(entries.map { ($0.key, absolute($0.value)) })
            }
            func source(_ value: YAMLValue) -> YAMLValue {
                if value.string != nil { return absolute(value) }
                guard let path = value["path"] else { return value }
                return replacing("path", with: absolute(path), in: value)
            }
            func target(_ value: YAMLValue) -> YAMLValue {
                guard let entries = value.entries else { return value }
                return .mapping(entries.map { key, value in
                    switch key.replacingOccurrences(of: ":REPLACE", with: "") {
                    case "configFiles": (key, configFiles(value))
                    case "sources": (key, value.items.map { .sequence($0.map(source)) } ?? source(value))
                    default: (key, value)
                    }
                })
            }
            guard let entries = spec.entries else { return spec }
            return .mapping(entries.map { key, value in
                switch key.replacingOccurrences(of: ":REPLACE", with: "") {
                case "configFiles": (key, configFiles(value))
                case "targets", "targetTemplates": (key, .mapping((value.entries ?? []).map { ($0.key, target($0.value)) }))
                default: (key, value)
                }
            })
        }
    }

    // MARK: Targets

    private struct Reader {
        let spec: YAMLValue
        let folder: String
        let display: String
        let currentDirectory: String
        let configuration: String
        let configurations: [String]

        func target(_ name: String, _ spec: YAMLValue, projectLevels: [BuildSettingLevel], projectXCConfig: BuildSettingLevel?) -> BuildTarget {
            var target = BuildTarget(name: name, manifest: display, folder: folder, kind: BuildTarget.kind(ofProductType: spec["type"]?.string))
            target.configuration = configuration

            // The platforms: supported destinations, else the platform.
            var platforms: [Platform] = []
            for destination in spec["supportedDestinations"]?.strings ?? [] {
                // Mac Catalyst builds the iOS target for the Mac, with the iOS minimum.
                let platform = destination.lowercased() == "maccatalyst" ? Platform.iOS : Platform(manifestName: destination)
                if let platform, !platforms.contains(platform) { platforms.append(platform) }
            }
            if platforms.isEmpty, let name = spec["platform"]?.string {
                if let platform = Platform(manifestName: name) { platforms = [platform] } else if name != "auto" {
                    target.problems.append("platform \(name) of \(target.label) is not a platform statefix reads")
                }
            }
            if platforms.isEmpty { target.problems.append("\(target.label) names no platform (platform: or supportedDestinations:)") }

            // What XcodeGen generates at the target's level: its deploymentTarget for each platform.
            var generated: [String: (value: String, origin: String)] = [:]
            let origin = "deploymentTarget of target \(name) in \(display)"
            if let version = spec["deploymentTarget"]?.string {
                for platform in platforms { generated[platform.deploymentSetting] = (version, origin) }
            } else if let versions = spec["deploymentTarget"]?.entries {
                for (key, value) in versions {
                    if let platform = Platform(manifestName: key), platforms.contains(platform), let version = value.string { generated[platform.deploymentSetting] = (version, origin) }
                }
            }
            let targetXCConfig = xcconfig(spec["configFiles"]?[configuration]?.string, of: "target \(name)", problems: &target.problems)
            var levels = [level(settings: spec["settings"], generated: generated, overriddenBy: [targetXCConfig, projectXCConfig].compactMap { $0 },
                                source: "settings of target \(name) in \(display)", isProject: false, problems: &target.problems)]
            if let targetXCConfig { levels.append(targetXCConfig) }
            levels += projectLevels
            ProjectSettingsResolution.apply(levels, to: &target, declared: platforms)
            target.membership = membership(spec["sources"])
            return target
        }

        /// One level: `generated` values (less those an `.xcconfig` of `overriddenBy` sets), with
        /// the spec's `settings` over them.
        func level(settings: YAMLValue?, generated: [String: (value: String, origin: String)], overriddenBy xcconfigs: [BuildSettingLevel],
                   source: String, isProject: Bool, problems: inout [String]) -> BuildSettingLevel {
            var level = BuildSettingLevel(source: source, values: [:], isProject: isProject)
            for (key, value) in generated where !xcconfigs.contains(where: { $0.values[key] != nil }) {
                level.values[key] = value.value
                level.origins[key] = value.origin
            }
            for (key, value) in self.settings(settings, depth: 0, problems: &problems) {
                level.values[key] = value
                level.origins[key] = nil
            }
            return level
        }

        /// The build settings a `settings:` spec gives the configuration: a flat dictionary, or
        /// `groups`, then `base`, then the `configs` entries matching the configuration.
        func settings(_ value: YAMLValue?, depth: Int, problems: inout [String]) -> [String: String] {
            guard let value, depth < 8 else { return [:] }
            guard value["groups"] != nil || value["base"] != nil || value["configs"] != nil else { return value.stringDictionary }
            var result: [String: String] = [:]
            for group in value["groups"]?.strings ?? [] {
                guard let settings = spec["settingGroups"]?[group] else {
                    problems.append("the setting group \(group) is not in \(display)'s settingGroups")
                    continue
                }
                result.merge(self.settings(settings, depth: depth + 1, problems: &problems)) { _, new in new }
            }
            result.merge(value["base"]?.stringDictionary ?? [:]) { _, new in new }
            for (variant, settings) in value["configs"]?.entries ?? [] where configuration.lowercased().contains(variant.lowercased()) {
                // `Release` is for the `Release` configuration only, not `Staging Release`.
                if configurations.contains(variant), variant != configuration { continue }
                result.merge(self.settings(settings, depth: depth + 1, problems: &problems)) { _, new in new }
            }
            return result
        }

        /// The level of a `configFiles` `.xcconfig` (with its includes).
        func xcconfig(_ path: String?, of owner: String, problems: inout [String]) -> BuildSettingLevel? {
            guard let path else { return nil }
            guard let read = BuildSettings.xcconfig(path) else {
                problems.append("\(SwiftFiles.display(path, currentDirectory)) (the \(configuration) configFile of \(owner)) cannot be read")
                return nil
            }
            return BuildSettingLevel(source: SwiftFiles.display(path, currentDirectory), values: read.values,
                                     origins: read.origins.mapValues { SwiftFiles.display($0, currentDirectory) }, isProject: owner == "the project")
        }

        /// The files `sources:` compiles: folders (with their globs) and files.
        func membership(_ sources: YAMLValue?) -> BuildTarget.Membership {
            var membership = BuildTarget.Membership()
            for source in sources.map({ $0.items ?? [$0] }) ?? [] {
                guard let path = source.string ?? source["path"]?.string else { continue }
                if let phase = source["buildPhase"], phase.string != "sources" { continue }
                if let type = source["type"]?.string, type == "folder" { continue }
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                let isFile = exists ? !isFolder.boolValue : ["swift", "m", "mm", "c", "cpp"].contains((path as NSString).pathExtension)
                if isFile {
                    membership.files.insert(path)
                } else {
                    membership.folders.append(.init(root: path, includes: (source["includes"]?.strings ?? []).map(anchored),
                                                    excludes: (source["excludes"]?.strings ?? []).map(anchored)))
                }
            }
            return membership
        }

        /// XcodeGen's globs are Bash globs relative to the source's path: `*.swift` names
        /// files at its top, not below, so it is anchored (`Glob` matches a pattern without a
        /// `/` at any depth).
        func anchored(_ pattern: String) -> String { pattern.contains("/") || pattern.hasPrefix("**") ? pattern : "/" + pattern }
    }
}
