import Foundation
import Testing
@testable import StateFixCLI
import StateFixCore
import StateFixTestSupport

/// The project model: which projects a run finds, which targets compile a file, and the
/// settings a file gets from them (the fixtures under `state-eager-class-init` and
/// `observation-model` show the same through the rules).
@Suite("Project model")
struct ProjectModelTests {
    /// A folder holding `files` (relative path → text), real path (the model's paths are).
    static func folder(_ files: [String: String]) -> String {
        let url = Support.temporaryFolder()
        Support.write(files.mapValues { Array($0.utf8) }, to: url)
        return SwiftFiles.realPath(url.path)
    }

    /// A fixture's `before/` files.
    static func fixture(_ path: String) -> [String: String] {
        Support.files(in: Support.root.appendingPathComponent("Fixtures/" + path + "/before")).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// A project whose synchronized folder has a file the app leaves out and the widget adds,
    /// and whose configuration list's default is `Beta` (what `xcodebuild` builds).
    static let synchronized = """
    // !$*UTF8*$!
    {
    	archiveVersion = 1; classes = {}; objectVersion = 77;
    	objects = {
    		A0000000000000000000000A = {isa = PBXGroup; children = (A0000000000000000000000B); sourceTree = "<group>"; };
    		A0000000000000000000000B = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (A0000000000000000000000C, A0000000000000000000000D); path = Shop; sourceTree = "<group>"; };
    		A0000000000000000000000C = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget/Glance.swift); target = A00000000000000000000001; };
    		A0000000000000000000000D = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Widget/Glance.swift, Model.swift); target = A00000000000000000000002; };
    		A00000000000000000000001 = {isa = PBXNativeTarget; buildConfigurationList = A00000000000000000000011; buildPhases = (); fileSystemSynchronizedGroups = (A0000000000000000000000B); name = Shop; productType = "com.apple.product-type.application"; };
    		A00000000000000000000002 = {isa = PBXNativeTarget; buildConfigurationList = A00000000000000000000012; buildPhases = (); name = ShopWidget; productType = "com.apple.product-type.app-extension"; };
    		A00000000000000000000011 = {isa = XCConfigurationList; buildConfigurations = (A00000000000000000000021, A00000000000000000000022); defaultConfigurationName = Beta; };
    		A00000000000000000000012 = {isa = XCConfigurationList; buildConfigurations = (A00000000000000000000023); defaultConfigurationName = Release; };
    		A00000000000000000000013 = {isa = XCConfigurationList; buildConfigurations = (A00000000000000000000024, A00000000000000000000025); defaultConfigurationName = Release; };
    		A00000000000000000000021 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 18.0; }; name = Release; };
    		A00000000000000000000022 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = "$(inherited)"; }; name = Beta; };
    		A00000000000000000000023 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.2; SWIFT_VERSION = 6.0; }; name = Release; };
    		A00000000000000000000024 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; SWIFT_VERSION = 5.0; IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = 12.0; }; name = Release; };
    		A00000000000000000000025 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.1; }; name = Beta; };
    		A00000000000000000000031 = {isa = PBXProject; buildConfigurationList = A00000000000000000000013; mainGroup = A0000000000000000000000A; projectDirPath = ""; targets = (A00000000000000000000001, A00000000000000000000002); };
    	};
    	rootObject = A00000000000000000000031;
    }
    """

    @Test func synchronizedFoldersExceptionsAndTheDefaultConfiguration() throws {
        let root = Self.folder(["Shop.xcodeproj/project.pbxproj": Self.synchronized, "Shop/Model.swift": "", "Shop/Widget/Glance.swift": "", "Shop/Views/List.swift": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let model = ProjectModel.find(from: [root], currentDirectory: root)
        let targets = model.manifests.flatMap(\.targets)
        #expect(targets.map(\.name) == ["Shop", "ShopWidget"])
        let shop = try #require(targets.first)
        #expect(shop.configuration == "Beta", "the configuration list's default, as xcodebuild builds it")
        #expect(shop.platforms[.iOS]?.version == OSVersion("17.1"), "$(inherited) is the project's Beta value")
        #expect(shop.platforms[.iOS]?.source == "project build settings in Shop.xcodeproj")
        #expect(shop.platforms[.macOS] == nil, "a project-level macOS minimum does not make an iOS target build for macOS")
        #expect(shop.languageMode == nil, "the project sets SWIFT_VERSION only in Release")

        #expect(shop.membership.contains(root + "/Shop/Views/List.swift"))
        #expect(!shop.membership.contains(root + "/Shop/Widget/Glance.swift"), "an exception of the folder's own target leaves the file out")
        let widget = targets[1]
        #expect(widget.membership.contains(root + "/Shop/Widget/Glance.swift"), "an exception in a folder the target does not own adds the file")
        #expect(!widget.membership.contains(root + "/Shop/Views/List.swift"))

        // A file both targets compile takes the lower minimum, naming the target it comes from.
        let shared = model.settings(forFile: root + "/Shop/Model.swift")
        #expect(shared.targets.map(\.name) == ["Shop", "ShopWidget"])
        #expect(shared.deploymentTarget?.iOS == OSVersion("16.2"))
        #expect(shared.deploymentTarget?.source == "target ShopWidget in Shop.xcodeproj")
        #expect(shared.languageMode?.mode == .swift6)
        let own = model.settings(forFile: root + "/Shop/Views/List.swift")
        #expect(own.deploymentTarget?.iOS == OSVersion("17.1") && own.fallback == nil)
    }

    /// Run from the repository root, from the project's folder, or from below it: the same project.
    @Test func theProjectIsFoundFromEveryFolderOfTheRepository() throws {
        var files = Self.fixture("state/state-eager-class-init/xcodeproj-one-folder-down")
        files["Tools/Script.swift"] = "let x = 1\n"
        let root = Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.shell(["git", "init", "-q"], in: URL(fileURLWithPath: root)).status == 0)
        for start in [root, root + "/App", root + "/App/Sources"] {
            let model = ProjectModel.find(from: [start], currentDirectory: start)
            #expect(model.manifests.map { $0.path } == [root + "/App/App.xcodeproj"], "from \(start)")
            #expect(model.settings(forFile: root + "/App/Sources/LibraryView.swift").deploymentTarget?.iOS == OSVersion("16.0"))
        }
        let model = ProjectModel.find(from: [root], currentDirectory: root)
        let outside = model.settings(forFile: root + "/Tools/Script.swift")
        #expect(outside.targets.isEmpty && outside.fallback == "App/App.xcodeproj", "a file outside every project takes the projects' lowest")
        for start in [root, root + "/App/Sources"] {
            let check = Support.run(["--check", "--no-color", "--no-cache"], in: URL(fileURLWithPath: start))
            #expect(check.stderr.contains("note: iOS 16.0 from target App in"), "from \(start): \(check.stderr)")
        }
        // Without a repository, the folders above the one given are looked at (not their other folders).
        try FileManager.default.removeItem(atPath: root + "/.git")
        let below = ProjectModel.find(from: [root + "/App/Sources"], currentDirectory: root)
        #expect(below.manifests.map { $0.path } == [root + "/App/App.xcodeproj"])
    }

    @Test func swiftPackageTargetsPlatformsAndLanguageModes() throws {
        let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let shared = "Shared"
        let package = Package(
            name: "Kit",
            platforms: [.iOS(.v16_4), .macOS("14.0"), .macCatalyst(.v16), .visionOS(.v1)],
            products: [.library(name: "Kit", targets: ["Kit"])],
            targets: [
                .target(name: "Kit", dependencies: [.target(name: "Legacy")], exclude: ["Old"],
                        swiftSettings: [.swiftLanguageMode(.v5)]),
                .target(name: "Legacy", path: "Code/Legacy", sources: ["Keep"],
                        swiftSettings: [.unsafeFlags(["-swift-version", "5"])]),
                .testTarget(name: "KitTests", dependencies: ["Kit"]),
                .target(name: shared),
                .target(name: names[0]),
            ]
        )
        """
        let root = Self.folder(["Package.swift": manifest, "Sources/Kit/A.swift": "", "Tests/KitTests/T.swift": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let read = try #require(SwiftPackageReader.read(manifest: root + "/Package.swift", currentDirectory: root))
        #expect(read.targets.map(\.name) == ["Kit", "Legacy", "KitTests", "Shared"], "a dependency's `.target(name:)` is not a target; a file-level constant names one")
        #expect(read.problems == ["a target of Package.swift is named by an expression statefix does not run (names[0])"])
        let kit = read.targets[0]
        #expect(kit.platforms[.iOS]?.version == OSVersion("16.4") && kit.platforms[.macOS]?.version == OSVersion("14.0"))
        #expect(kit.platforms[.macOS]?.source == "platforms in Package.swift", ".macCatalyst is not macOS")
        #expect(kit.languageMode?.mode == .swift5 && kit.languageMode?.source == "swiftSettings of target Kit in Package.swift")
        #expect(kit.membership.contains(root + "/Sources/Kit/A.swift") && !kit.membership.contains(root + "/Sources/Kit/Old/B.swift"))
        let legacy = read.targets[1]
        #expect(legacy.languageMode?.mode == .swift5)
        #expect(legacy.membership.contains(root + "/Code/Legacy/Keep/C.swift") && !legacy.membership.contains(root + "/Code/Legacy/Other/D.swift"))
        let tests = read.targets[2]
        #expect(tests.kind == "unit tests" && tests.membership.contains(root + "/Tests/KitTests/T.swift"))
        #expect(tests.languageMode?.mode == .swift6 && tests.languageMode?.source == "swift-tools-version in Package.swift")

        // The package's modes: Swift 5 when it lists it; else the tools version's.
        for (text, mode) in [("// swift-tools-version:5.9\nimport PackageDescription\nlet p = Package(name: \"A\", targets: [.target(name: \"A\")])", LanguageMode.swift5),
                             ("// swift-tools-version:6.0\nlet p = Package(name: \"A\", targets: [.target(name: \"A\")], swiftLanguageModes: [.v5, .v6])", .swift5),
                             ("// swift-tools-version:5.10\nlet p = Package(name: \"A\", targets: [.target(name: \"A\")], swiftLanguageVersions: [.version(\"6\")])", .swift6)] {
            try text.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
            #expect(SwiftPackageReader.read(manifest: root + "/Package.swift", currentDirectory: root)?.targets.first?.languageMode?.mode == mode, "\(text)")
        }
    }

    @Test func buildSettingsResolveAsXcodeDoes() {
        let levels = [BuildSettingLevel(source: "target", values: ["A": "$(inherited) -DTARGET", "B": "$(C)", "D": "$(inherited)"]),
                      BuildSettingLevel(source: "target xcconfig", values: ["A": "-DXC", "C": "16.4", "D": "15.0"]),
                      BuildSettingLevel(source: "project", values: ["A": "-DPROJECT"], isProject: true)]
        #expect(BuildSettings.resolve("A", in: levels)?.value == "-DXC -DTARGET")
        #expect(BuildSettings.resolve("B", in: levels)?.value == "16.4")
        #expect(BuildSettings.resolve("D", in: levels)?.source == "target xcconfig", "a level that only passes the value on is not its source")
        #expect(BuildSettings.resolve("E", in: levels) == nil)
        #expect(BuildSettings.substitute("$(RECOMMENDED_X) and ${Y}") { $0 == "Y" ? "y" : nil } == "$(RECOMMENDED_X) and y")
    }

    @Test func lowestDeploymentTargetNamesItsSources() {
        let app = DeploymentTarget(iOS: OSVersion("17.0"), macOS: OSVersion("14.0"), source: "target App in A.xcodeproj")
        let widget = DeploymentTarget(iOS: OSVersion("16.0"), source: "target Widget in A.xcodeproj")
        let lowest = DeploymentTarget.lowest([app, widget])
        #expect(lowest?.iOS == OSVersion("16.0") && lowest?.macOS == OSVersion("14.0"))
        #expect(lowest?.source == "target Widget in A.xcodeproj and target App in A.xcodeproj")
        // Each platform names its own target: the widget does not build for macOS.
        #expect(lowest?.source(of: "iOS") == "target Widget in A.xcodeproj" && lowest?.source(of: "macOS") == "target App in A.xcodeproj")
        #expect(lowest?.provenance(of: ["iOS"]) == "iOS 16.0 from target Widget in A.xcodeproj")
        #expect(lowest?.provenance(of: ["iOS", "macOS"]) == "iOS 16.0 from target Widget in A.xcodeproj; macOS 14.0 from target App in A.xcodeproj")
        let package = DeploymentTarget(iOS: OSVersion("15"), macOS: OSVersion("12"), source: "target Shelf in Package.swift")
        #expect(package.provenance(of: ["iOS", "macOS"]) == "iOS 15 and macOS 12 from target Shelf in Package.swift")
        let merged = DeploymentTarget.merging([DeploymentTarget(iOS: OSVersion("17"), source: "command line"), lowest])
        #expect(merged?.source(of: "iOS") == "command line" && merged?.source(of: "macOS") == "target App in A.xcodeproj")
        #expect(merged?.source == "command line and target App in A.xcodeproj")
        #expect(DeploymentTarget.lowest([]) == nil)
    }

    /// An app target and a package target of the same name compile the same files (a
    /// Package.swift beside the .xcodeproj, nalexn/clean-architecture-swiftui): each platform's
    /// minimum names the manifest it came from, not the first target of that name.
    @Test func targetsOfOneNameInTwoManifestsAreToldApart() {
        var app = BuildTarget(name: "Countries", manifest: "Countries.xcodeproj", folder: "/r", kind: "app")
        app.platforms = [.iOS: (OSVersion("18.0"), "target build settings"), .macOS: (nil, "not set")]
        var library = BuildTarget(name: "Countries", manifest: "Package.swift", folder: "/r", kind: "library")
        library.platforms = [.iOS: (OSVersion("18"), "platforms"), .macOS: (OSVersion("12"), "platforms")]
        let target = ProjectModel.settings(of: [app, library], fallback: nil).deploymentTarget
        #expect(target?.source(of: "macOS") == "target Countries in Package.swift")
        #expect(target?.source(of: "iOS") == "target Countries in Countries.xcodeproj and target Countries in Package.swift")
    }
}
