import Foundation
import StateFixCore

/// Reads a project's minimum deployment target from its manifests.
extension DeploymentTarget {
    /// Reads `platforms:` of a `Package.swift` (`.iOS(.v16)`, `.iOS("16.4")`, `.macOS(.v13)`, `.watchOS(.v9)`, `.tvOS(.v17)`).
    package static func fromPackageManifest(_ text: String, source: String) -> DeploymentTarget? {
        func version(_ platform: String) -> OSVersion? {
            guard let range = text.range(of: ".\(platform)(") else { return nil }
            let rest = text[range.upperBound...].prefix { $0 != ")" }
            let cleaned = rest.trimmingCharacters(in: CharacterSet(charactersIn: " .\"v"))
            return OSVersion(cleaned)
        }
        let target = DeploymentTarget(iOS: version("iOS"), macOS: version("macOS"), watchOS: version("watchOS"), tvOS: version("tvOS"), source: source)
        return target.isEmpty ? nil : target
    }

    /// Reads the lowest `IPHONEOS_DEPLOYMENT_TARGET` / `MACOSX_DEPLOYMENT_TARGET` /
    /// `WATCHOS_DEPLOYMENT_TARGET` of a `project.pbxproj`.
    package static func fromXcodeProject(_ text: String, source: String) -> DeploymentTarget? {
        fromXcodeProject(XcodeProject(text), source: source)
    }

    /// The same from a read project (its configurations' `.xcconfig` files included).
    static func fromXcodeProject(_ project: XcodeProject, source: String) -> DeploymentTarget? {
        // Xcode writes a project-level MACOSX_DEPLOYMENT_TARGET into iOS-only projects too:
        // it counts only when some target builds for macOS.
        let buildsForMac = project.values("SDKROOT").contains("macosx") || project.values("SUPPORTED_PLATFORMS").contains { $0.contains("macosx") }
        func lowest(_ key: String) -> OSVersion? { project.values(key).compactMap(OSVersion.init).min() }
        let target = DeploymentTarget(iOS: lowest("IPHONEOS_DEPLOYMENT_TARGET"),
                                      macOS: buildsForMac ? lowest("MACOSX_DEPLOYMENT_TARGET") : nil,
                                      watchOS: lowest("WATCHOS_DEPLOYMENT_TARGET"), tvOS: lowest("TVOS_DEPLOYMENT_TARGET"), source: source)
        return target.isEmpty ? nil : target
    }
}

extension LanguageMode {
    /// The language mode a `Package.swift` builds its targets in: `swiftLanguageModes: [.v5]`,
    /// `swiftLanguageVersions: [.v5]`, `.swiftLanguageMode(.v5)` or `-swift-version 5` anywhere
    /// (Swift 5 when any target uses it: files of both modes then parse, Swift 5 first), else
    /// the major `swift-tools-version` (a 5.x manifest builds in Swift 5 mode).
    package static func fromPackageManifest(_ text: String) -> LanguageMode? {
        var explicit: Set<LanguageMode> = []
        for marker in ["swiftLanguageModes:", "swiftLanguageVersions:", ".swiftLanguageMode(", ".swiftLanguageVersion("] {
            var rest = Substring(text)
            while let range = rest.range(of: marker) {
                let tail = rest[range.upperBound...].prefix { $0 != "]" && $0 != ")" }
                for token in tail.split(whereSeparator: { ",[( \n\t".contains($0) }) {
                    let cleaned = token.replacingOccurrences(of: ".version", with: "").trimmingCharacters(in: CharacterSet(charactersIn: ".v\"()"))
                    if let mode = LanguageMode(version: cleaned) { explicit.insert(mode) }
                }
                rest = rest[range.upperBound...]
            }
        }
        if text.contains("\"-swift-version\", \"5\"") { explicit.insert(.swift5) }
        if explicit.contains(.swift5) { return .swift5 }
        if explicit.contains(.swift6) { return .swift6 }
        guard let line = text.split(separator: "\n").first(where: { $0.contains("swift-tools-version") }),
              let colon = line.firstIndex(of: ":") else { return nil }
        return LanguageMode(version: String(line[line.index(after: colon)...]))
    }

    /// The language mode of an Xcode project's targets (`SWIFT_VERSION`, from the project and
    /// its `.xcconfig` files): Swift 5 when any target builds in it.
    static func fromXcodeProject(_ project: XcodeProject) -> LanguageMode? {
        let modes = Set(project.values("SWIFT_VERSION").compactMap(LanguageMode.init(version:)))
        return modes.contains(.swift5) ? .swift5 : modes.first
    }
}

/// What statefix reads from a project's manifests: the minimum deployment target and the Swift
/// language mode, each from the nearest `Package.swift` or `*.xcodeproj` that states it.
struct ProjectSettings {
    var deploymentTarget: DeploymentTarget?
    var languageMode: LanguageMode?
    /// The manifest the language mode comes from.
    var languageModeSource: String?

    /// Looks for `Package.swift` or `*.xcodeproj` in each folder and then in its parents.
    static func find(from folders: [String], currentDirectory: String) -> ProjectSettings {
        let fm = FileManager.default
        var settings = ProjectSettings()
        // Starts share parents (the pre-commit framework passes every committed file): each
        // folder is read once; a later start stops where an earlier one has been.
        var visited = Set<String>()
        for start in folders {
            var folder = SwiftFiles.normalize(start)
            while settings.deploymentTarget == nil || settings.languageMode == nil, visited.insert(folder).inserted {
                let manifest = folder + "/Package.swift"
                if let data = fm.contents(atPath: manifest) {
                    let text = String(decoding: data, as: UTF8.self)
                    let shown = SwiftFiles.display(manifest, currentDirectory)
                    settings.deploymentTarget = settings.deploymentTarget ?? DeploymentTarget.fromPackageManifest(text, source: shown)
                    if settings.languageMode == nil, let mode = LanguageMode.fromPackageManifest(text) {
                        (settings.languageMode, settings.languageModeSource) = (mode, shown)
                    }
                }
                if let names = try? fm.contentsOfDirectory(atPath: folder) {
                    // Filtered before sorting: a parent may be a folder as big as /tmp.
                    for name in names.filter({ $0.hasSuffix(".xcodeproj") }).sorted() {
                        let path = folder + "/" + name + "/project.pbxproj"
                        guard let data = fm.contents(atPath: path) else { continue }
                        let project = XcodeProject(String(decoding: data, as: UTF8.self), folder: folder)
                        var shown = SwiftFiles.display(path, currentDirectory)
                        if !project.xcconfigFiles.isEmpty {
                            shown += " and " + project.xcconfigFiles.map { SwiftFiles.display($0, currentDirectory) }.joined(separator: ", ")
                        }
                        settings.deploymentTarget = settings.deploymentTarget ?? DeploymentTarget.fromXcodeProject(project, source: shown)
                        if settings.languageMode == nil, let mode = LanguageMode.fromXcodeProject(project) {
                            (settings.languageMode, settings.languageModeSource) = (mode, shown)
                        }
                    }
                }
                if folder == "/" { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
            if settings.deploymentTarget != nil && settings.languageMode != nil { break }
        }
        return settings
    }
}

/// The build settings of a `project.pbxproj`, as the targets see them: each target's build
/// configurations, with the project's configuration of the same name filling in what a target
/// does not set. A project-level default that every target overrides does not count (EhPanda
/// sets 16.0 at the project and 26.0 in every target). Without target configurations (a
/// fragment, an unusual layout), every value of the file counts.
struct XcodeProject {
    private struct Configuration {
        var name: String
        var settings: [String: String]
        /// The file name of the configuration's `baseConfigurationReference` (`Config.xcconfig`).
        var base: String?
    }

    private var configurations: [String: Configuration] = [:]
    private var projectLists: [[String]] = []
    private var targetLists: [[String]] = []
    private let text: String
    /// Settings of the `.xcconfig` files the configurations are based on, by file name.
    private var xcconfigs: [String: [String: String]] = [:]
    /// The `.xcconfig` files read (absolute paths), for messages.
    private(set) var xcconfigFiles: [String] = []

    /// Reads the project; `folder` (the one holding the `.xcodeproj`) is where the `.xcconfig`
    /// files its configurations are based on are looked for, by name.
    init(_ text: String, folder: String? = nil) {
        self.text = text
        let bytes = Array(text.utf8)
        defer { if let folder { readXcconfigs(in: folder) } }
        for (id, comment, body) in Self.objects(bytes) {
            if body.contains("isa = XCBuildConfiguration;") {
                var settings: [String: String] = [:]
                if let block = body.range(of: "buildSettings = {") {
                    for line in body[block.upperBound...].split(separator: "\n") {
                        if line.trimmingCharacters(in: .whitespaces).hasPrefix("};") { break }
                        let parts = line.split(separator: "=", maxSplits: 1)
                        guard parts.count == 2 else { continue }
                        let key = parts[0].trimmingCharacters(in: .whitespaces)
                        settings[key] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t;\"("))
                    }
                }
                let name = body.range(of: "\tname = ").map { String(body[$0.upperBound...].prefix { $0 != ";" }).trimmingCharacters(in: CharacterSet(charactersIn: " \"")) } ?? ""
                let base = body.range(of: "baseConfigurationReference = ").flatMap { range -> String? in
                    let rest = body[range.upperBound...].prefix { $0 != ";" }
                    guard let open = rest.range(of: "/* "), let close = rest.range(of: " */") else { return nil }
                    return String(rest[open.upperBound..<close.lowerBound])
                }
                configurations[id] = Configuration(name: name, settings: settings, base: base)
            } else if body.contains("isa = XCConfigurationList;"), let list = body.range(of: "buildConfigurations = (") {
                let ids = body[list.upperBound...].prefix { $0 != ")" }.split(whereSeparator: { $0 == "," || $0.isWhitespace })
                    .map(String.init).filter { $0.count == 24 && $0.allSatisfy(\.isHexDigit) }
                if comment.contains("PBXProject") { projectLists.append(ids) } else if comment.contains("Target") { targetLists.append(ids) }
            }
        }
    }

    /// The objects of the file: `<24 hex digits> /* comment */ = { body }`, found by a byte scan
    /// (braces inside quoted strings do not count).
    private static func objects(_ bytes: [UInt8]) -> [(id: String, comment: String, body: String)] {
        func isHex(_ byte: UInt8) -> Bool { (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102) }
        var result: [(String, String, String)] = []
        var i = 0
        while i + 24 < bytes.count {
            guard isHex(bytes[i]), i == 0 || !isHex(bytes[i - 1]) else { i += 1; continue }
            var j = i
            while j < bytes.count && isHex(bytes[j]) { j += 1 }
            guard j - i == 24 else { i = j; continue }
            let id = String(decoding: bytes[i..<j], as: UTF8.self)
            var k = j, comment = ""
            while k < bytes.count && bytes[k] == UInt8(ascii: " ") { k += 1 }
            if k + 1 < bytes.count && bytes[k] == UInt8(ascii: "/") && bytes[k + 1] == UInt8(ascii: "*") {
                var end = k + 2
                while end + 1 < bytes.count && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                comment = String(decoding: bytes[(k + 2)..<min(end, bytes.count)], as: UTF8.self)
                k = end + 2
                while k < bytes.count && bytes[k] == UInt8(ascii: " ") { k += 1 }
            }
            guard k + 2 < bytes.count, bytes[k] == UInt8(ascii: "="), bytes[k + 1] == UInt8(ascii: " "), bytes[k + 2] == UInt8(ascii: "{") else {
                i = j
                continue
            }
            let start = k + 3
            var depth = 1, index = start, quoted = false
            while index < bytes.count && depth > 0 {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") && bytes[index - 1] != UInt8(ascii: "\\") { quoted.toggle() }
                if !quoted { if byte == UInt8(ascii: "{") { depth += 1 } else if byte == UInt8(ascii: "}") { depth -= 1 } }
                index += 1
            }
            result.append((id, comment, String(decoding: bytes[start..<max(start, index - 1)], as: UTF8.self)))
            i = index
        }
        return result
    }

    /// Every value of `key` a target builds with, in Xcode's order of precedence: the target's
    /// settings, its `.xcconfig`, the project's configuration of the same name, the project's
    /// `.xcconfig`. Every value in the file when the project has no target configurations.
    func values(_ key: String) -> [String] {
        let targets = targetLists.flatMap { $0 }.compactMap { configurations[$0] }
        guard !targets.isEmpty else { return Self.flatValues(key, in: text) }
        let project = projectLists.flatMap { $0 }.compactMap { configurations[$0] }
        func lookup(_ configuration: Configuration) -> String? {
            configuration.settings[key] ?? configuration.base.flatMap { xcconfigs[$0]?[key] }
        }
        return targets.compactMap { configuration in
            lookup(configuration) ?? project.first { $0.name == configuration.name }.flatMap(lookup)
        }
    }

    /// Finds each `.xcconfig` a configuration is based on below `folder` (by file name, the
    /// nearest first) and reads its `KEY = value` lines, `#include`s first.
    private mutating func readXcconfigs(in folder: String) {
        let names = Set(configurations.values.compactMap(\.base))
        guard !names.isEmpty else { return }
        var found: [String: String] = [:]
        var queue = [(folder, 0)]
        let fm = FileManager.default
        while !queue.isEmpty, found.count < names.count {
            let (current, depth) = queue.removeFirst()
            guard let children = try? fm.contentsOfDirectory(atPath: current) else { continue }
            for child in children.sorted() {
                let path = current + "/" + child
                if names.contains(child), found[child] == nil { found[child] = path }
                var isDirectory: ObjCBool = false
                if depth < 4, !child.hasPrefix("."), !SwiftFiles.skippedFolders.contains(child), !child.hasSuffix(".xcodeproj"),
                   fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    queue.append((path, depth + 1))
                }
            }
        }
        for (name, path) in found.sorted(by: { $0.key < $1.key }) {
            xcconfigs[name] = Self.xcconfigSettings(path, seen: [])
            xcconfigFiles.append(path)
        }
    }

    /// `KEY = value` lines of an `.xcconfig` (comments and conditional `KEY[sdk=…]` lines left
    /// out), after those of the files it `#include`s (which it overrides).
    static func xcconfigSettings(_ path: String, seen: Set<String>) -> [String: String] {
        guard !seen.contains(path), let data = FileManager.default.contents(atPath: path) else { return [:] }
        var settings: [String: String] = [:]
        let folder = (path as NSString).deletingLastPathComponent
        for raw in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = raw.components(separatedBy: "//").first!.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let name = line.drop { $0 != "\"" }.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                let included = name.hasPrefix("/") ? name : folder + "/" + name
                settings.merge(xcconfigSettings(included, seen: seen.union([path]))) { _, new in new }
                continue
            }
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            guard !key.contains("[") else { continue }
            settings[key] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t;\""))
        }
        return settings
    }

    /// The values after every `key = ` (up to `;`), anywhere in the file.
    static func flatValues(_ key: String, in text: String) -> [String] {
        let bytes = Array(text.utf8)
        let pattern = Array((key + " = ").utf8)
        var result: [String] = []
        var i = 0
        while i + pattern.count <= bytes.count {
            if bytes[i] == pattern[0] && bytes[i..<(i + pattern.count)].elementsEqual(pattern) {
                var j = i + pattern.count
                while j < bytes.count && bytes[j] != UInt8(ascii: ";") && bytes[j] != UInt8(ascii: "\n") { j += 1 }
                result.append(String(decoding: bytes[(i + pattern.count)..<j], as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " \"")))
                i = j
            } else {
                i += 1
            }
        }
        return result
    }
}
