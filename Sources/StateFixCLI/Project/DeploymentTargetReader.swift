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
