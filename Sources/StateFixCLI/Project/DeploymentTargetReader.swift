import Foundation
import StateFixCore

/// Reads a project's minimum deployment target from its manifests.
extension DeploymentTarget {
    /// Reads `platforms:` of a `Package.swift` (`.iOS(.v16)`, `.iOS("16.4")`, `.macOS(.v13)`).
    package static func fromPackageManifest(_ text: String, source: String) -> DeploymentTarget? {
        func version(_ platform: String) -> OSVersion? {
            guard let range = text.range(of: ".\(platform)(") else { return nil }
            let rest = text[range.upperBound...].prefix { $0 != ")" }
            let cleaned = rest.trimmingCharacters(in: CharacterSet(charactersIn: " .\"v"))
            return OSVersion(cleaned)
        }
        let target = DeploymentTarget(iOS: version("iOS"), macOS: version("macOS"), source: source)
        return target.iOS == nil && target.macOS == nil ? nil : target
    }

    /// Reads the lowest `IPHONEOS_DEPLOYMENT_TARGET` / `MACOSX_DEPLOYMENT_TARGET` of a `project.pbxproj`.
    package static func fromXcodeProject(_ text: String, source: String) -> DeploymentTarget? {
        let project = XcodeProject(text)
        // Xcode writes a project-level MACOSX_DEPLOYMENT_TARGET into iOS-only projects too:
        // it counts only when some target builds for macOS.
        let buildsForMac = project.values("SDKROOT").contains("macosx") || project.values("SUPPORTED_PLATFORMS").contains { $0.contains("macosx") }
        func lowest(_ key: String) -> OSVersion? { project.values(key).compactMap(OSVersion.init).min() }
        let target = DeploymentTarget(iOS: lowest("IPHONEOS_DEPLOYMENT_TARGET"),
                                      macOS: buildsForMac ? lowest("MACOSX_DEPLOYMENT_TARGET") : nil, source: source)
        return target.iOS == nil && target.macOS == nil ? nil : target
    }

    /// Looks for `Package.swift` or `*.xcodeproj` in each folder and then in its parents.
    package static func find(from folders: [String], currentDirectory: String) -> DeploymentTarget? {
        let fm = FileManager.default
        for start in folders {
            var folder = SwiftFiles.normalize(start)
            while true {
                let manifest = folder + "/Package.swift"
                if let data = fm.contents(atPath: manifest),
                   let target = fromPackageManifest(String(decoding: data, as: UTF8.self), source: SwiftFiles.display(manifest, currentDirectory)) {
                    return target
                }
                if let names = try? fm.contentsOfDirectory(atPath: folder) {
                    for name in names.sorted() where name.hasSuffix(".xcodeproj") {
                        let project = folder + "/" + name + "/project.pbxproj"
                        if let data = fm.contents(atPath: project),
                           let target = fromXcodeProject(String(decoding: data, as: UTF8.self), source: SwiftFiles.display(project, currentDirectory)) {
                            return target
                        }
                    }
                }
                if folder == "/" { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return nil
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
    }

    private var configurations: [String: Configuration] = [:]
    private var projectLists: [[String]] = []
    private var targetLists: [[String]] = []
    private let text: String

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
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
                let name = body.range(of: "name = ").map { String(body[$0.upperBound...].prefix { $0 != ";" }).trimmingCharacters(in: CharacterSet(charactersIn: " \"")) } ?? ""
                configurations[id] = Configuration(name: name, settings: settings)
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

    /// Every value of `key` a target builds with; every value in the file when the project has
    /// no target configurations.
    func values(_ key: String) -> [String] {
        let targets = targetLists.flatMap { $0 }.compactMap { configurations[$0] }
        guard !targets.isEmpty else { return Self.flatValues(key, in: text) }
        let project = projectLists.flatMap { $0 }.compactMap { configurations[$0] }
        return targets.compactMap { configuration in
            configuration.settings[key] ?? project.first { $0.name == configuration.name }?.settings[key]
        }
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
