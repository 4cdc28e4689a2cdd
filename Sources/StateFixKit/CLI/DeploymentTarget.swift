import Foundation

/// An OS version such as `16.4`.
public struct OSVersion: Comparable, Sendable, CustomStringConvertible {
    public var components: [Int]

    /// Parses `16`, `16.4`, `v16_4`, `16.4.1`; nil for anything else.
    public init?(_ text: String) {
        var text = Substring(text.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("v") { text = text.dropFirst() }
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.map { $0! }
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let a = index < lhs.components.count ? lhs.components[index] : 0
            let b = index < rhs.components.count ? rhs.components[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public var description: String { components.map(String.init).joined(separator: ".") }
}

/// The minimum iOS and macOS versions a project supports, and where they were read.
public struct DeploymentTarget: Sendable, Equatable {
    public var iOS: OSVersion?
    public var macOS: OSVersion?
    /// `Package.swift`, `App.xcodeproj/project.pbxproj`, `--min-ios`, `.statefix.json`…
    public var source: String

    public init(iOS: OSVersion? = nil, macOS: OSVersion? = nil, source: String) {
        self.iOS = iOS
        self.macOS = macOS
        self.source = source
    }

    /// `iOS 16.0, macOS 13.0 (from Package.swift)`.
    public var summary: String {
        let parts = [iOS.map { "iOS \($0)" }, macOS.map { "macOS \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "unknown" : parts.joined(separator: ", ") + " (from \(source))"
    }

    /// Reads `platforms:` of a `Package.swift` (`.iOS(.v16)`, `.iOS("16.4")`, `.macOS(.v13)`).
    public static func fromPackageManifest(_ text: String, source: String) -> DeploymentTarget? {
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
    public static func fromXcodeProject(_ text: String, source: String) -> DeploymentTarget? {
        let bytes = Array(text.utf8)
        /// The values after every `key = ` (up to `;`).
        func values(_ key: String) -> [String] {
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
        func lowest(_ key: String) -> OSVersion? { values(key).compactMap(OSVersion.init).min() }
        // Xcode writes a project-level MACOSX_DEPLOYMENT_TARGET into iOS-only projects too:
        // it counts only when some target builds for macOS.
        let buildsForMac = values("SDKROOT").contains("macosx") || values("SUPPORTED_PLATFORMS").contains { $0.contains("macosx") }
        let target = DeploymentTarget(iOS: lowest("IPHONEOS_DEPLOYMENT_TARGET"),
                                      macOS: buildsForMac ? lowest("MACOSX_DEPLOYMENT_TARGET") : nil, source: source)
        return target.iOS == nil && target.macOS == nil ? nil : target
    }

    /// Looks for `Package.swift` or `*.xcodeproj` in each folder and then in its parents.
    public static func find(from folders: [String], currentDirectory: String) -> DeploymentTarget? {
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
