import Foundation
import StateFixCore

/// Every project of a run's tree, and each Swift file's settings from the targets that
/// compile it.
///
/// Projects are looked for in the whole tree the run is in: from the git work tree's root
/// holding each path given (else the path itself) down, skipping hidden folders, build
/// output and dependency checkouts; and in each folder between the path and that root (a run
/// inside `App/Sources` still reads `App/App.xcodeproj`). Read: `*.xcodeproj`,
/// `Package.swift`, Tuist's `Project.swift`, XcodeGen's `project.yml`.
package struct ProjectModel {
    package var manifests: [ProjectManifest] = [] {
        didSet { index() }
    }
    /// Every target of the manifests, in order.
    private var targets: [BuildTarget] = []
    /// The targets (indices into `targets`) that name a file one by one, by its path.
    private var byFile: [String: [Int]] = [:]
    /// The targets that own folders (indices into `targets`).
    private var withFolders: [Int] = []

    /// Folders never entered when looking for projects, beyond hidden ones and `SwiftFiles.skippedFolders`.
    /// `Tuist` holds Tuist's helpers and its dependencies' `Package.swift`, never an app's project.
    private static let skipped: Set<String> = ["node_modules", "build", "Build", "vendor", "fastlane", "xcuserdata", "Tuist"]
    /// Folder names whose contents are never a project (bundles).
    private static let bundleSuffixes = [".xcworkspace", ".xcassets", ".lproj", ".bundle", ".app", ".framework", ".xcframework", ".playground", ".docc"]

    package init(manifests: [ProjectManifest]) {
        self.manifests = manifests
        index()
    }

    /// A file's targets are looked up by path (an app's project names thousands of files one
    /// by one; testing each target's set for each file cost 8% of a `--check`).
    private mutating func index() {
        targets = manifests.flatMap(\.targets)
        byFile = [:]
        withFolders = []
        for (position, target) in targets.enumerated() {
            for file in target.membership.files { byFile[file, default: []].append(position) }
            if !target.membership.folders.isEmpty { withFolders.append(position) }
        }
    }

    /// Finds and reads the projects for a run over `starts` (absolute folders).
    package static func find(from starts: [String], currentDirectory: String) -> ProjectModel {
        var roots: [String] = []
        var ancestors: [String] = []
        for start in starts.map(SwiftFiles.normalize) {
            let root = SwiftFiles.gitWorkTreeRoot(containing: start).map(SwiftFiles.normalize) ?? start
            if !roots.contains(where: { start == $0 || start.hasPrefix($0 == "/" ? "/" : $0 + "/") }) {
                roots.removeAll { $0.hasPrefix(root + "/") }
                roots.append(root)
            }
            // Without a repository, the folders above the start (to `/`) may hold its project.
            var folder = SwiftFiles.parent(of: start)
            let stop = SwiftFiles.gitWorkTreeRoot(containing: start) == nil ? "" : root
            while folder.count > stop.count, folder != start, !ancestors.contains(folder) {
                ancestors.append(folder)
                if folder == "/" { break }
                folder = SwiftFiles.parent(of: folder)
            }
        }
        var found: [String] = []
        for root in roots { walk(root, depth: 0, into: &found) }
        for folder in ancestors where !roots.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
            found += manifests(in: folder)
        }
        var model = ProjectModel(manifests: [])
        for path in found.sorted() {
            let manifest: ProjectManifest?
            switch (path as NSString).lastPathComponent {
            case "Package.swift": manifest = SwiftPackageReader.read(manifest: path, currentDirectory: currentDirectory)
            case "Project.swift": manifest = TuistReader.read(manifest: path, currentDirectory: currentDirectory)
            case "project.yml", "project.yaml": manifest = XcodeGenReader.read(manifest: path, currentDirectory: currentDirectory)
            default: manifest = XcodeProjectReader.read(bundle: path, currentDirectory: currentDirectory)
            }
            if let manifest { model.manifests.append(manifest) }
        }
        return model
    }

    /// The manifests directly in `folder` (absolute paths; an `.xcodeproj` by its folder).
    private static func manifests(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().compactMap { name in
            let path = folder == "/" ? "/" + name : folder + "/" + name
            return isManifest(name, path) ? path : nil
        }
    }

    private static func isManifest(_ name: String, _ path: String) -> Bool {
        switch name {
        case "Package.swift": return contains(path, "PackageDescription")
        case "Project.swift": return contains(path, "import ProjectDescription")
        case "project.yml", "project.yaml": return contains(path, "targets:")
        default: return name.hasSuffix(".xcodeproj") && FileManager.default.fileExists(atPath: path + "/project.pbxproj")
        }
    }

    private static func contains(_ path: String, _ text: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return Prefilter.contains(Array(data), text)
    }

    private static func walk(_ folder: String, depth: Int, into found: inout [String]) {
        guard depth < 12, let children = SwiftFiles.children(of: folder) else { return }
        for child in children {
            let path = folder == "/" ? "/" + child.name : folder + "/" + child.name
            if child.kind == .directory {
                if child.name.hasSuffix(".xcodeproj") {
                    if FileManager.default.fileExists(atPath: path + "/project.pbxproj") { found.append(path) }
                } else if !child.name.hasPrefix("."), !SwiftFiles.skippedFolders.contains(child.name), !skipped.contains(child.name),
                          !bundleSuffixes.contains(where: child.name.hasSuffix) {
                    walk(path, depth: depth + 1, into: &found)
                }
            } else if child.kind == .regular, ["Package.swift", "Project.swift", "project.yml", "project.yaml"].contains(child.name), isManifest(child.name, path) {
                found.append(path)
            }
        }
    }

    // MARK: each file's settings

    /// A Swift file's settings: from the targets that compile it, or else from the nearest
    /// project holding it (then `fallback` names it).
    package struct FileSettings {
        package var targets: [BuildTarget] = []
        /// Each platform's lowest minimum among the targets (a file in an iOS 16 widget and an
        /// iOS 17 app is iOS 16), naming the target it comes from.
        package var deploymentTarget: DeploymentTarget?
        /// Swift 5 when any target builds the file in it (both modes then parse, Swift 5 first).
        package var languageMode: (mode: LanguageMode, source: String)?
        /// The project whose targets stood in, when no target claims the file.
        package var fallback: String?
        /// The platforms those targets build for (known minimum or not).
        package var platforms: Set<Platform> = []
    }

    /// The settings of the file at `path` (absolute, normalized).
    package func settings(forFile path: String) -> FileSettings {
        var positions = Set(byFile[path] ?? [])
        for position in withFolders where targets[position].membership.contains(path) { positions.insert(position) }
        let claiming = positions.sorted().map { targets[$0] }
        if !claiming.isEmpty { return Self.settings(of: claiming, fallback: nil) }
        // The deepest project whose folder holds the file, else every project of the tree.
        let holding = manifests.filter { path.hasPrefix($0.folder + "/") }.max { $0.folder.count < $1.folder.count }
        if let holding, !holding.targets.isEmpty, !holding.hasUnreadTargets { return Self.settings(of: holding.targets, fallback: holding.display) }
        if let holding, holding.targets.isEmpty, let package = holding.packageLevel { return Self.settings(of: [package], fallback: holding.display) }
        // A project without targets statefix could read (a Tuist helper builds them) holds the
        // file: other projects' settings are not its own, so the file's are unknown (the flags stand in).
        if let holding { return FileSettings(fallback: holding.display) }
        guard !targets.isEmpty else { return FileSettings() }
        return Self.settings(of: targets, fallback: EnglishList.and(manifests.filter { !$0.targets.isEmpty }.map(\.display)))
    }

    /// Each platform's lowest known minimum among `targets`, and their language mode.
    static func settings(of targets: [BuildTarget], fallback: String?) -> FileSettings {
        var result = FileSettings(targets: fallback == nil ? targets : [], fallback: fallback, platforms: Set(targets.flatMap(\.platforms.keys)))
        // The targets by position, not by name: an Xcode app target and a package target often
        // share one (a Package.swift beside the .xcodeproj), and each names its own manifest.
        var versions: [Platform: (version: OSVersion, members: [Int])] = [:]
        for (position, target) in targets.enumerated() {
            for (platform, setting) in target.platforms {
                guard let version = setting.version else { continue }
                if let known = versions[platform], known.version < version { continue }
                if let known = versions[platform], known.version == version {
                    versions[platform]!.members.append(position)
                } else {
                    versions[platform] = (version, [position])
                }
            }
        }
        if !versions.isEmpty {
            var sources: [String] = []
            var target = DeploymentTarget(iOS: versions[.iOS]?.version, macOS: versions[.macOS]?.version, watchOS: versions[.watchOS]?.version,
                                          tvOS: versions[.tvOS]?.version, source: "")
            for platform in Platform.allCases {
                guard let entry = versions[platform] else { continue }
                let members = entry.members.map { targets[$0] }
                let named: String
                if Set(members.map(\.manifest)).count == 1 {
                    let labels = members.map(\.name)
                    let names = labels.count > 2 ? "\(labels[0]) and \(labels.count - 1) more" : EnglishList.and(labels)
                    named = "target\(labels.count == 1 ? "" : "s") \(names) in \(members[0].manifest)"
                } else {
                    let each = members.prefix(2).map { "target \($0.name) in \($0.manifest)" }
                    named = EnglishList.and(each + (members.count > 2 ? ["\(members.count - 2) more"] : []))
                }
                let source = fallback.map { "the targets of \($0)" } ?? named
                target.sources[platform.rawValue] = source
                if !sources.contains(source) { sources.append(source) }
            }
            target.source = sources.joined(separator: " and ")
            result.deploymentTarget = target.isEmpty ? nil : target
        }
        let modes = targets.compactMap(\.languageMode)
        result.languageMode = modes.first { $0.mode == .swift5 } ?? modes.first
        return result
    }

    /// Whether the Swift file at `path` (absolute) is a project manifest: a `Project.swift` or
    /// `Workspace.swift` of Tuist, a file of a `Tuist/` folder, `Tuist.swift`.
    package func isManifest(_ path: String) -> Bool {
        manifests.contains { $0.path == path } || path.hasSuffix("/Tuist.swift") || path.contains("/Tuist/")
            || (path.hasSuffix("/Workspace.swift") && manifests.contains { $0.kind == .tuist })
    }

    /// The platforms any target builds for (for advice on which flags to pass).
    package var platformsBuilt: [Platform] {
        Set(manifests.flatMap(\.targets).flatMap(\.platforms.keys)).sorted()
    }
}
