import Foundation
import StateFixCore

/// Reads an `.xcodeproj`'s `project.pbxproj` (an OpenStep property list, read with Foundation's
/// `PropertyListSerialization`) into its native targets: each one's build settings as Xcode
/// resolves them for one configuration, and the Swift files it compiles.
///
/// The configuration is the one `xcodebuild` builds when given none: the target's
/// configuration list's `defaultConfigurationName` (Xcode writes `Release`), else `Release`,
/// else the first. Levels, highest precedence first: the target's settings, the target's
/// `.xcconfig`, the project's settings of the same configuration, the project's `.xcconfig`.
/// Files come from each target's Sources build phase (file references resolved through their
/// groups) and its synchronized folders (Xcode 16's `PBXFileSystemSynchronizedRootGroup`,
/// minus the target's membership exceptions).
package enum XcodeProjectReader {
    /// `bundle` is the `.xcodeproj` folder (absolute); `display` how to show it.
    package static func read(bundle: String, currentDirectory: String) -> ProjectManifest? {
        let folder = SwiftFiles.parent(of: bundle)
        let display = SwiftFiles.display(bundle, currentDirectory)
        guard let data = FileManager.default.contents(atPath: bundle + "/project.pbxproj") else { return nil }
        var manifest = ProjectManifest(kind: .xcode, path: bundle, folder: folder, display: display)
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: Any], let rootID = plist["rootObject"] as? String,
              let root = objects[rootID] as? [String: Any] else {
            manifest.problems.append("\(display)/project.pbxproj cannot be read as a property list")
            return manifest
        }
        var reader = Reader(objects: objects, folder: folder, display: display, currentDirectory: currentDirectory)
        let sourceRoot = SwiftFiles.normalize(folder + "/" + ((root["projectDirPath"] as? String) ?? ""))
        reader.sourceRoot = sourceRoot
        reader.indexParents()
        let projectList = reader.object(root["buildConfigurationList"])
        for targetID in (root["targets"] as? [String]) ?? [] {
            guard let target = reader.object(targetID), target["isa"] as? String == "PBXNativeTarget" else { continue }
            manifest.targets.append(reader.target(target, id: targetID, projectList: projectList))
        }
        return manifest
    }

    private struct Reader {
        let objects: [String: Any]
        let folder: String
        let display: String
        let currentDirectory: String
        var sourceRoot = ""
        /// Each group member's group.
        var parents: [String: String] = [:]
        /// The synchronized folders of the project, by id.
        var synchronizedGroups: [String] = []
        /// `.xcconfig` files read, by path.
        var xcconfigs: [String: BuildSettings.XCConfig?] = [:]

        init(objects: [String: Any], folder: String, display: String, currentDirectory: String) {
            self.objects = objects
            self.folder = folder
            self.display = display
            self.currentDirectory = currentDirectory
        }

        func object(_ id: Any?) -> [String: Any]? { (id as? String).flatMap { objects[$0] as? [String: Any] } }

        mutating func indexParents() {
            for (id, value) in objects {
                guard let object = value as? [String: Any] else { continue }
                if object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" { synchronizedGroups.append(id) }
                guard let children = object["children"] as? [String] else { continue }
                for child in children { parents[child] = id }
            }
            synchronizedGroups.sort()
        }

        /// The absolute path of a file reference or group, or nil when it lies outside the
        /// source tree (an SDK, the build products).
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let object = object(id) else { return nil }
            let own = (object["path"] as? String) ?? ""
            switch (object["sourceTree"] as? String) ?? "<group>" {
            case "<absolute>": return SwiftFiles.normalize(own)
            case "SOURCE_ROOT": return SwiftFiles.normalize(sourceRoot + "/" + own)
            case "<group>":
                guard let parent = parents[id] else { return SwiftFiles.normalize(sourceRoot + "/" + own) }
                guard let base = path(of: parent, depth: depth + 1) else { return nil }
                return SwiftFiles.normalize(own.isEmpty ? base : base + "/" + own)
            default: return nil
            }
        }

        mutating func target(_ target: [String: Any], id: String, projectList: [String: Any]?) -> BuildTarget {
            let name = (target["name"] as? String) ?? "?"
            var result = BuildTarget(name: name, manifest: display, folder: folder, kind: BuildTarget.kind(ofProductType: target["productType"] as? String))
            let list = object(target["buildConfigurationList"])
            let configurations = ((list?["buildConfigurations"] as? [String]) ?? []).compactMap { object($0) }
            let chosenName = (list?["defaultConfigurationName"] as? String).flatMap { name in configurations.contains { $0["name"] as? String == name } ? name : nil }
                ?? (configurations.contains { $0["name"] as? String == "Release" } ? "Release" : configurations.first?["name"] as? String)
            let projectConfigurations = ((projectList?["buildConfigurations"] as? [String]) ?? []).compactMap { object($0) }
            var levels: [BuildSettingLevel] = []
            if let chosenName {
                result.configuration = chosenName
                if let configuration = configurations.first(where: { $0["name"] as? String == chosenName }) {
                    levels += self.levels(of: configuration, named: "build settings of target \(name)", problems: &result.problems)
                }
                if let configuration = projectConfigurations.first(where: { $0["name"] as? String == chosenName }) {
                    levels += self.levels(of: configuration, named: "project build settings", problems: &result.problems)
                }
            }
            ProjectSettingsResolution.apply(levels, to: &result, declared: [])
            result.membership = membership(of: target, targetID: id)
            return result
        }

        /// A configuration's own settings and its base `.xcconfig` (with its includes), in that order.
        mutating func levels(of configuration: [String: Any], named: String, problems: inout [String]) -> [BuildSettingLevel] {
            let isProject = named.hasPrefix("project")
            // `build settings of target App in App/App.xcodeproj`, `project build settings in …`.
            var levels = [BuildSettingLevel(source: named + " in " + display, values: Self.strings(configuration["buildSettings"]), isProject: isProject)]
            var path: String?
            if let reference = configuration["baseConfigurationReference"] as? String {
                path = self.path(of: reference)
            } else if let anchor = configuration["baseConfigurationReferenceAnchor"] as? String,
                      let relative = configuration["baseConfigurationReferenceRelativePath"] as? String, let base = self.path(of: anchor) {
                path = SwiftFiles.normalize(base + "/" + relative)
            }
            if let path {
                if xcconfigs[path] == nil { xcconfigs[path] = .some(BuildSettings.xcconfig(path)) }
                if let read = xcconfigs[path]! {
                    levels.append(BuildSettingLevel(source: SwiftFiles.display(path, currentDirectory), values: read.values,
                                                    origins: read.origins.mapValues { SwiftFiles.display($0, currentDirectory) }, isProject: isProject))
                } else {
                    problems.append("\(SwiftFiles.display(path, currentDirectory)) (the base configuration of \(named)) cannot be read")
                }
            }
            return levels
        }

        /// The target's files: its Sources build phase's, and its synchronized folders' minus
        /// its exceptions; plus files of other targets' synchronized folders it is added to.
        func membership(of target: [String: Any], targetID: String?) -> BuildTarget.Membership {
            var membership = BuildTarget.Membership()
            for phase in ((target["buildPhases"] as? [String]) ?? []).compactMap({ object($0) }) where phase["isa"] as? String == "PBXSourcesBuildPhase" {
                for buildFile in ((phase["files"] as? [String]) ?? []).compactMap({ object($0) }) {
                    if let reference = buildFile["fileRef"] as? String, let path = path(of: reference) { membership.files.insert(path) }
                }
            }
            let groups = Set((target["fileSystemSynchronizedGroups"] as? [String]) ?? [])
            for groupID in groups.sorted() {
                guard let group = object(groupID), let root = path(of: groupID) else { continue }
                var folder = BuildTarget.Membership.Folder(root: root)
                for exception in ((group["exceptions"] as? [String]) ?? []).compactMap({ object($0) })
                where exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet" && exception["target"] as? String == targetID {
                    folder.excludes += (exception["membershipExceptions"] as? [String]) ?? []
                }
                membership.folders.append(folder)
            }
            // An exception naming this target in a folder the target does not own adds those files to it.
            for groupID in synchronizedGroups where !groups.contains(groupID) {
                guard let group = object(groupID), let root = path(of: groupID) else { continue }
                for exception in ((group["exceptions"] as? [String]) ?? []).compactMap({ object($0) })
                where exception["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet" && exception["target"] as? String == targetID {
                    for relative in (exception["membershipExceptions"] as? [String]) ?? [] { membership.files.insert(SwiftFiles.normalize(root + "/" + relative)) }
                }
            }
            return membership
        }

        /// String settings (a list setting joined with spaces).
        static func strings(_ value: Any?) -> [String: String] {
            var result: [String: String] = [:]
            for (key, value) in (value as? [String: Any]) ?? [:] {
                if let text = value as? String { result[key] = text } else if let list = value as? [String] { result[key] = list.joined(separator: " ") }
            }
            return result
        }
    }
}

/// Turns resolved build settings into a target's platforms, deployment targets and language mode.
enum ProjectSettingsResolution {
    /// The build settings statefix reads.
    static let readKeys: Set<String> = Set(Platform.allCases.map(\.deploymentSetting) + ["SDKROOT", "SUPPORTED_PLATFORMS", "SWIFT_VERSION"])

    /// Reads `SDKROOT`/`SUPPORTED_PLATFORMS`, each platform's `*_DEPLOYMENT_TARGET` and
    /// `SWIFT_VERSION` from `levels` into `target`. `declared` are platforms a manifest names
    /// for the target (Tuist, XcodeGen): when given, they are the platforms built.
    static func apply(_ levels: [BuildSettingLevel], to target: inout BuildTarget, declared: [Platform]) {
        var platforms = declared
        if platforms.isEmpty, let supported = BuildSettings.resolve("SUPPORTED_PLATFORMS", in: levels), !supported.value.isEmpty {
            platforms = Platform.named(inSDKs: supported.value)
        }
        if platforms.isEmpty, let sdk = BuildSettings.resolve("SDKROOT", in: levels) {
            platforms = Platform.named(inSDKs: sdk.value)
        }
        if platforms.isEmpty {
            // No SDK named: the platforms whose minimum the target's own levels set (Xcode
            // writes a project-level macOS minimum into iOS projects, which does not count).
            let own = levels.filter { !$0.isProject }
            platforms = Platform.allCases.filter { BuildSettings.resolve($0.deploymentSetting, in: own) != nil }
            if platforms.isEmpty { platforms = Platform.allCases.filter { BuildSettings.resolve($0.deploymentSetting, in: levels) != nil } }
        }
        for platform in platforms {
            guard let setting = BuildSettings.resolve(platform.deploymentSetting, in: levels) else {
                target.platforms[platform] = (nil, "\(platform.deploymentSetting) is not set (Xcode then uses the SDK's version)")
                continue
            }
            if let version = OSVersion(setting.value) {
                target.platforms[platform] = (version, setting.source)
            } else {
                target.platforms[platform] = (nil, "\(platform.deploymentSetting) = \(setting.value) in \(setting.source) is not a version statefix can read")
                target.problems.append("\(platform.deploymentSetting) = \(setting.value) (\(setting.source)) is not a version statefix can read")
            }
        }
        if let setting = BuildSettings.resolve("SWIFT_VERSION", in: levels), let mode = LanguageMode(version: setting.value) {
            target.languageMode = (mode, setting.source)
        }
    }
}
