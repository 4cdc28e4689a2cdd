import Foundation
import StateFixCore

/// An Apple platform a target builds for. visionOS is read (so a visionOS-only target is not
/// taken for an unknown one) but no rule decides by it.
package enum Platform: String, CaseIterable, Comparable {
    case iOS, macOS, watchOS, tvOS, visionOS

    package static func < (lhs: Platform, rhs: Platform) -> Bool { allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)! }

    /// The build setting holding the platform's minimum version.
    var deploymentSetting: String {
        switch self {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The platforms an `SDKROOT` or `SUPPORTED_PLATFORMS` value names (`iphoneos`,
    /// `iphonesimulator macosx`, `watchos`…).
    static func named(inSDKs value: String) -> [Platform] {
        var result: [Platform] = []
        for word in value.split(whereSeparator: { $0 == " " || $0 == "," }) {
            let platform: Platform? = switch word {
            case "iphoneos", "iphonesimulator": .iOS
            case "macosx": .macOS
            case "watchos", "watchsimulator": .watchOS
            case "appletvos", "appletvsimulator": .tvOS
            case "xros", "xrsimulator": .visionOS
            default: nil
            }
            if let platform, !result.contains(platform) { result.append(platform) }
        }
        return result
    }

    /// `iOS`, `ios`, `macOS`, `macos`, `watchOS`, `tvOS`, `visionOS` as written in manifests.
    init?(manifestName: String) {
        switch manifestName.lowercased() {
        case "ios", "iphone", "ipad": self = .iOS
        case "macos", "mac", "osx", "maccatalyst": self = .macOS
        case "watchos", "applewatch": self = .watchOS
        case "tvos", "appletv": self = .tvOS
        case "visionos", "applevision", "xros": self = .visionOS
        default: return nil
        }
    }
}

/// One build target as its project builds it: the platforms and their minimum versions, the
/// Swift language mode, each with where it was read, and which Swift files it compiles.
package struct BuildTarget {
    /// The target's name (`App`, `Widget`, a SwiftPM target).
    var name: String
    /// The manifest it is declared in, as shown to the user (`App/App.xcodeproj`, `Package.swift`).
    var manifest: String
    /// The folder the manifest's relative paths start from (absolute).
    var folder: String
    /// `app`, `app extension`, `framework`, `unit tests`, `library`, …
    var kind: String
    /// The platforms it builds for, each with its minimum version (nil: not set, or not
    /// readable) and where that came from (`App.xcconfig`, `target build settings`…).
    var platforms: [Platform: (version: OSVersion?, source: String)] = [:]
    var languageMode: (mode: LanguageMode, source: String)?
    /// The build configuration read (`Release, the default configuration`), nil for SwiftPM.
    var configuration: String?
    var membership = Membership()
    /// What could not be read, for `audit` (`IPHONEOS_DEPLOYMENT_TARGET = $(RECOMMENDED_…)`).
    var problems: [String] = []

    /// How a target's product type reads (`app`, `app extension`, `unit tests`…), from Xcode's
    /// `com.apple.product-type.app-extension` or XcodeGen's `app-extension`.
    static func kind(ofProductType productType: String?) -> String {
        guard let productType else { return "target" }
        // The first that the type contains: `application.watchapp` before `application`.
        let known: [(String, String)] = [
            ("application.watchapp", "watch app"), ("watchkit", "watch extension"), ("application", "app"),
            ("app-extension", "app extension"), ("extensionkit-extension", "app extension"), ("framework", "framework"),
            ("unit-test", "unit tests"), ("ui-testing", "UI tests"), ("library", "library"), ("tool", "command-line tool"),
            ("bundle", "bundle"),
        ]
        return known.first { productType.contains($0.0) }?.1 ?? productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
    }

    /// `target Widget in App/App.xcodeproj`.
    var label: String { "target \(name) in \(manifest)" }

    /// The platforms' known minimum versions, with this target as their source.
    var deploymentTarget: DeploymentTarget? {
        let target = DeploymentTarget(iOS: platforms[.iOS]?.version, macOS: platforms[.macOS]?.version,
                                      watchOS: platforms[.watchOS]?.version, tvOS: platforms[.tvOS]?.version, source: label)
        return target.isEmpty ? nil : target
    }

    /// Which files a target compiles: files named one by one (an Xcode build phase), and
    /// folders with globs (synchronized folders, SwiftPM targets, Tuist and XcodeGen sources).
    struct Membership {
        /// Absolute paths of files named one by one.
        var files: Set<String> = []
        var folders: [Folder] = []

        struct Folder {
            /// Absolute, normalized.
            var root: String
            /// Globs relative to `root` a file must match (`**/*.swift`); empty: every file.
            var includes: [String] = []
            /// Globs relative to `root`, or paths of files and folders relative to it, left out.
            var excludes: [String] = []
        }

        var isEmpty: Bool { files.isEmpty && folders.isEmpty }

        /// Whether the target compiles the file at `path` (absolute, normalized).
        func contains(_ path: String) -> Bool {
            if files.contains(path) { return true }
            return folders.contains { folder in
                guard path.hasPrefix(folder.root + "/") || folder.root == "/" else { return false }
                let relative = String(path.dropFirst(folder.root == "/" ? 1 : folder.root.count + 1))
                func matches(_ pattern: String) -> Bool {
                    // A plain path (`/` anchors it to the folder) names a file or a folder; only a
                    // pattern with `*`, `?` or `[` is a glob.
                    let plain = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
                    return relative == plain || relative.hasPrefix(plain + "/")
                        || (pattern.contains { $0 == "*" || $0 == "?" || $0 == "[" } && Glob.matches(pattern, relative))
                }
                if !folder.includes.isEmpty, !folder.includes.contains(where: matches) { return false }
                return !folder.excludes.contains(where: matches)
            }
        }
    }
}

/// What one manifest declares: its targets, and what could not be read.
package struct ProjectManifest {
    enum Kind: String {
        case xcode = "Xcode project", package = "Swift package", tuist = "Tuist project", xcodegen = "XcodeGen project"
    }

    var kind: Kind
    /// The manifest's path (absolute): `…/App.xcodeproj`, `…/Package.swift`, `…/Project.swift`, `…/project.yml`.
    var path: String
    /// The folder its files are found from (absolute).
    var folder: String
    /// As shown to the user.
    var display: String
    var targets: [BuildTarget] = []
    /// What could not be read (a helper function, an unresolved variable), for `audit`.
    var problems: [String] = []
    /// Some target (or the whole project) is built by code statefix does not run: a file the
    /// manifest holds that no target read claims may belong to it, so its settings are unknown.
    var hasUnreadTargets = false
    /// The settings every target shares (a package's `platforms:`), for the files in the
    /// manifest's folder when it declares no target statefix can read.
    var packageLevel: BuildTarget?
}
