import Foundation
@testable import StateFixCLI
import StateFixCore
import StateFixTestSupport
import Testing

/// The readers of generated projects' manifests: XcodeGen's `project.yml` (and the YAML it is
/// written in) and Tuist's `Project.swift`, read into targets with the platforms, minimum
/// versions, language mode and files the generated project would build.
@Suite("Project readers")
struct ProjectReaderTests {
    /// Writes `files` to a fresh folder; returns its path.
    static func project(_ files: [String: String]) -> String {
        let folder = Support.temporaryFolder("statefix-projects")
        Support.write(files.mapValues { Array($0.utf8) }, to: folder)
        return folder.path
    }

    static func target(_ name: String, _ manifest: ProjectManifest?) -> BuildTarget? {
        manifest?.targets.first { $0.name == name }
    }

    // MARK: YAML

    @Test func yamlSubsetReadsWhatSpecsAreWrittenIn() {
        let text = """
        --- # a spec
        name: "Shop App"   # quoted, with a comment
        options:
          deploymentTarget: {iOS: "16.0", macOS: 13.0}
          bundleIdPrefix: 'io.example' # single-quoted
        base: &base
          SWIFT_VERSION: 5.0
          OTHER: "a # not a comment"
        targets:
          App:
            settings:
              <<: *base
              SWIFT_VERSION: 6
            sources:
            - path: App
              excludes: ["**/*.generated.swift", Tests]
            - Shared
            script: |
              echo one
              echo two
            platform: [
              iOS,
              macOS
            ]
          Empty:
        url: https://example.com/a:b
        """
        let (value, problems) = YAMLSubset.parse(text)
        #expect(problems.isEmpty, "\(problems)")
        #expect(value["name"]?.string == "Shop App")
        #expect(value["options"]?["deploymentTarget"]?["iOS"]?.string == "16.0")
        #expect(value["options"]?["deploymentTarget"]?["macOS"]?.string == "13.0")
        #expect(value["options"]?["bundleIdPrefix"]?.string == "io.example")
        let app = value["targets"]?["App"]
        #expect(app?["settings"]?["SWIFT_VERSION"]?.string == "6", "the mapping's own key wins over the merged one")
        #expect(app?["settings"]?["OTHER"]?.string == "a # not a comment")
        #expect(app?["sources"]?.items?.count == 2)
        #expect(app?["sources"]?.items?.first?["excludes"]?.strings == ["**/*.generated.swift", "Tests"])
        #expect(app?["sources"]?.items?.last?.string == "Shared")
        #expect(app?["script"]?.string == "echo one\necho two")
        #expect(app?["platform"]?.strings == ["iOS", "macOS"])
        #expect(value["targets"]?["Empty"] != nil && value["targets"]?["Empty"]?.string == nil)
        #expect(value["url"]?.string == "https://example.com/a:b")

        let (partial, notes) = YAMLSubset.parse("a: 1\n  b: 2\nlist:\n  - x: 1\n     y\n  - z: 2\n   odd\nc: *missing\nd: long\n  text\ne: [1, 2\n")
        #expect(partial["a"]?.string == "1 b: 2", "a plain scalar's next line")
        #expect(partial["list"]?.items?.first?["x"]?.string == "1 y")
        #expect(partial["list"]?.items?.last?["z"]?.string == "2")
        #expect(partial["d"]?.string == "long text", "what follows lines not understood is read")
        #expect(partial["e"]?.strings == ["1", "2"])
        #expect(notes.count == 2 && notes[0].hasPrefix("line 7:") && notes[1].contains("*missing"), "\(notes)")
    }

    // MARK: XcodeGen

    static let xcodegenSpec = """
    name: Shop
    include:
      - path: Modules/tool.yml
    options:
      defaultConfig: Release       # else Debug, the first by name, as XcodeGen writes it
      deploymentTarget:
        iOS: "15.0"
        macOS: "12.0"
    configs:
      Debug: debug
      Staging Release: release
      Release: release
    configFiles:
      Release: Config/Project.xcconfig
    settingGroups:
      strict:
        SWIFT_STRICT_CONCURRENCY: complete
    targets:
      App:
        type: application
        platform: iOS
        deploymentTarget: "16.0"     # over options.deploymentTarget
        sources:
          - path: App
            excludes:
              - "**/*Preview.swift"
              - Generated
          - Shared/Logging.swift
        settings:
          groups: [strict]
          base:
            SWIFT_VERSION: 5.0
          configs:
            release:
              SWIFT_VERSION: 6
      Widget:
        type: app-extension
        platform: iOS
        configFiles:
          Release: Config/Widget.xcconfig
        sources: Widget
        settings:
          SWIFT_VERSION: $(inherited)
      Intents:
        type: app-extension
        platform: iOS
        sources: [Intents]
      Kit:
        type: framework
        platform: [iOS, macOS]
        deploymentTarget:
          iOS: 17.0
          macOS: 14.0
        sources: Kit/${platform}
      Catalyst:
        type: application
        supportedDestinations: [iOS, macCatalyst, visionOS]
        deploymentTarget: "17.2"
        sources: Catalyst
    """

    static let xcodegenFiles: [String: String] = [
        "project.yml": xcodegenSpec,
        "Modules/tool.yml": """
        targets:
          Tool:
            type: tool
            platform: macOS
            sources:
              - path: ToolSources
                includes: ["*.swift"]
        """,
        // The project's chain: Project.xcconfig includes Base.xcconfig and adds to a list.
        "Config/Base.xcconfig": "SWIFT_VERSION = 5.0\nOTHER_SWIFT_FLAGS = -DBASE\n",
        "Config/Project.xcconfig": "#include \"Base.xcconfig\"\nOTHER_SWIFT_FLAGS = $(inherited) -DPROJECT\n",
        // The widget's: its minimum named by a setting of the file it includes.
        "Config/Widget.xcconfig": "#include \"Versions.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = $(WIDGET_MINIMUM)\n",
        "Config/Versions.xcconfig": "WIDGET_MINIMUM = 16.4\nSWIFT_VERSION = 6.0\n",
        "App/Main.swift": "", "App/Views/List.swift": "", "App/Views/ListPreview.swift": "", "App/Generated/Strings.swift": "",
        "Shared/Logging.swift": "", "Shared/Other.swift": "",
        "Modules/ToolSources/main.swift": "", "Modules/ToolSources/Deep/Helper.swift": "",
    ]

    @Test func xcodegenSpecResolvesLikeTheProjectItGenerates() throws {
        let folder = Self.project(Self.xcodegenFiles)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manifest = try #require(XcodeGenReader.read(manifest: folder + "/project.yml", currentDirectory: folder))
        #expect(manifest.kind == .xcodegen)
        #expect(manifest.problems.isEmpty, "\(manifest.problems)")
        #expect(manifest.targets.map(\.name) == ["App", "Catalyst", "Intents", "Kit_iOS", "Kit_macOS", "Tool", "Widget"])

        // The target's deploymentTarget over the project's options; its Release settings.
        let app = try #require(Self.target("App", manifest))
        #expect(app.configuration == "Release")
        #expect(app.kind == "app")
        #expect(Array(app.platforms.keys) == [.iOS])
        #expect(app.platforms[.iOS]?.version == OSVersion("16.0"))
        #expect(app.platforms[.iOS]?.source == "deploymentTarget of target App in project.yml")
        #expect(app.languageMode?.mode == .swift6)
        #expect(app.membership.contains(folder + "/App/Main.swift"))
        #expect(app.membership.contains(folder + "/App/Views/List.swift"))
        #expect(!app.membership.contains(folder + "/App/Views/ListPreview.swift"), "excluded by a glob")
        #expect(!app.membership.contains(folder + "/App/Generated/Strings.swift"), "excluded as a folder")
        #expect(app.membership.contains(folder + "/Shared/Logging.swift"), "a file source")
        #expect(!app.membership.contains(folder + "/Shared/Other.swift"))

        // No deploymentTarget: the project's options.deploymentTarget; the project's .xcconfig chain.
        let intents = try #require(Self.target("Intents", manifest))
        #expect(intents.platforms[.iOS]?.version == OSVersion("15.0"))
        #expect(intents.platforms[.iOS]?.source == "options.deploymentTarget in project.yml")
        #expect(intents.languageMode?.mode == .swift5)
        #expect(intents.languageMode?.source == "Config/Base.xcconfig", "set by the file Project.xcconfig includes")
        let flags = BuildSettings.resolve("OTHER_SWIFT_FLAGS", in: [BuildSettingLevel(source: "x", values: BuildSettings.xcconfig(folder + "/Config/Project.xcconfig")!.values)])
        #expect(flags?.value == "-DBASE -DPROJECT")

        // The target's .xcconfig (an #include, a reference) over the project; $(inherited) down to it.
        let widget = try #require(Self.target("Widget", manifest))
        #expect(widget.platforms[.iOS]?.version == OSVersion("16.4"))
        #expect(widget.platforms[.iOS]?.source == "Config/Widget.xcconfig")
        #expect(widget.languageMode?.mode == .swift6)

        // A list of platforms: one target each, with its own minimum and `${platform}`.
        let kitIOS = try #require(Self.target("Kit_iOS", manifest))
        let kitMac = try #require(Self.target("Kit_macOS", manifest))
        #expect(Array(kitIOS.platforms.keys) == [.iOS] && kitIOS.platforms[.iOS]?.version == OSVersion("17.0"))
        #expect(Array(kitMac.platforms.keys) == [.macOS] && kitMac.platforms[.macOS]?.version == OSVersion("14.0"))
        #expect(kitMac.membership.contains(folder + "/Kit/macOS/Sync.swift"))
        #expect(!kitMac.membership.contains(folder + "/Kit/iOS/Sync.swift"))

        // Supported destinations: Mac Catalyst read as iOS.
        let catalyst = try #require(Self.target("Catalyst", manifest))
        #expect(catalyst.platforms.keys.sorted() == [.iOS, .visionOS])
        #expect(catalyst.platforms[.visionOS]?.version == OSVersion("17.2"))

        // From the included spec: its paths relative to its own folder; its globs anchored at the source.
        let tool = try #require(Self.target("Tool", manifest))
        #expect(tool.platforms[.macOS]?.version == OSVersion("12.0"))
        #expect(tool.membership.contains(folder + "/Modules/ToolSources/main.swift"))
        #expect(!tool.membership.contains(folder + "/Modules/ToolSources/Deep/Helper.swift"), "*.swift names the folder's top files")
    }

    @Test func xcodegenDetails() throws {
        // A project .xcconfig that sets the minimum wins over the targets' deploymentTarget:
        // XcodeGen leaves out of the generated settings what that file sets.
        var files = Self.xcodegenFiles
        files["Config/Project.xcconfig"] = "IPHONEOS_DEPLOYMENT_TARGET = 15.4\n"
        // The including file wins over the included one; `sources:REPLACE` replaces.
        files["project.yml"] = Self.xcodegenSpec + """

          Tool:
            platform: iOS
            sources:REPLACE: [OtherTool]
        """
        var folder = Self.project(files)
        var manifest = try #require(XcodeGenReader.read(manifest: folder + "/project.yml", currentDirectory: SwiftFiles.parent(of: folder)))
        #expect(Self.target("App", manifest)?.platforms[.iOS]?.version == OSVersion("15.4"))
        #expect(Self.target("Widget", manifest)?.platforms[.iOS]?.version == OSVersion("16.4"), "a target's own .xcconfig still wins")
        let tool = try #require(Self.target("Tool", manifest))
        #expect(Array(tool.platforms.keys) == [.iOS])
        #expect(tool.membership.folders.map(\.root) == [folder + "/OtherTool"])
        #expect(Self.target("App", manifest)?.manifest == (folder as NSString).lastPathComponent + "/project.yml", "shown relative to the current folder")
        try? FileManager.default.removeItem(atPath: folder)

        // A spec that names only Debug configurations; a missing setting group and include.
        folder = Self.project(["project.yml": """
        name: Small
        include: [missing.yml]
        configs:
          Debug: debug
          Beta: release
        targets:
          App:
            type: application
            platform: iOS
            settings:
              groups: [nowhere]
              configs:
                Beta:
                  IPHONEOS_DEPLOYMENT_TARGET: "16.1"
        """])
        manifest = try #require(XcodeGenReader.read(manifest: folder + "/project.yml", currentDirectory: folder))
        let app = try #require(Self.target("App", manifest))
        #expect(app.configuration == "Beta", "no defaultConfig: the first by name, as XcodeGen writes defaultConfigurationName")
        #expect(app.platforms[.iOS]?.version == OSVersion("16.1"))
        #expect(manifest.problems.contains { $0.contains("missing.yml") })
        #expect(app.problems.contains { $0.contains("nowhere") })
        #expect(XcodeGenReader.read(manifest: folder + "/absent.yml", currentDirectory: folder) == nil)
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: Tuist

    static let tuistProject = """
    import ProjectDescription

    let minimum = "16.0"

    let widget: Target = .target(
        name: "Widget",
        destinations: .iOS,
        product: .appExtension,
        bundleId: "io.example.app.widget",
        sources: "Widget/**",
        settings: .settings(configurations: [.release(name: .release, xcconfig: "Widget.xcconfig")])
    )

    let project = Project(
        name: "App",
        settings: .settings(
            base: ["SWIFT_VERSION": "5.0"],
            configurations: [
                .debug(name: .debug, xcconfig: .relativeToRoot("Configs/Debug.xcconfig")),
                .release(name: .release, settings: ["MACOSX_DEPLOYMENT_TARGET": .string("13.0")], xcconfig: .relativeToRoot("Configs/Release.xcconfig")),
            ]
        ),
        targets: [
            .target(
                name: "App",
                destinations: [.iPhone, .iPad, .macCatalyst],
                product: .app,
                bundleId: "io.example.app",
                deploymentTargets: .iOS(minimum),
                sources: [
                    .glob("Sources/**", excluding: ["Sources/Previews/**"]),
                    "Shared/*.swift",
                ],
                settings: .settings(base: ["SWIFT_VERSION": "6.0"])
            ),
            .target(
                name: "Kit",
                destinations: [.iPhone, .iPad, .mac],
                product: .framework,
                bundleId: "io.example.kit",
                deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"),
                sources: .paths([.relativeToRoot("Modules/Kit/Sources/**")])
            ),
            Target(
                name: "Legacy",
                platform: .iOS,
                product: .framework,
                bundleId: "io.example.legacy",
                deploymentTarget: .iOS(targetVersion: "15.0", devices: [.iphone, .ipad]),
                sources: SourceFilesList(globs: ["//Legacy/**/*.swift"])
            ),
            widget,
            .featureTarget(name: "Search"),
        ]
    )
    """

    static let tuistFiles: [String: String] = [
        "Tuist/Config.swift": "import ProjectDescription\nlet config = Config()\n",
        "Projects/App/Project.swift": tuistProject,
        "Projects/App/Widget.xcconfig": "#include \"../../Configs/Shared.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = $(SHARED_MINIMUM)\n",
        "Configs/Shared.xcconfig": "SHARED_MINIMUM = 16.2\n",
        "Configs/Release.xcconfig": "#include \"Shared.xcconfig\"\nSWIFT_VERSION = 6.0\n",
        "Configs/Debug.xcconfig": "",
        "Projects/App/Sources/AppMain.swift": "", "Projects/App/Sources/Previews/Preview.swift": "",
        "Projects/App/Shared/Log.swift": "", "Projects/App/Shared/Deep/Other.swift": "",
        "Modules/Kit/Sources/Kit.swift": "", "Legacy/Old.swift": "",
    ]

    @Test func tuistProjectResolvesLikeTheProjectItGenerates() throws {
        let folder = Self.project(Self.tuistFiles)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = folder + "/Projects/App"
        let manifest = try #require(TuistReader.read(manifest: app + "/Project.swift", currentDirectory: folder))
        #expect(manifest.kind == .tuist)
        #expect(manifest.display == "Projects/App/Project.swift")
        #expect(manifest.targets.map(\.name) == ["App", "Kit", "Legacy", "Widget"])
        #expect(manifest.problems.count == 1)
        #expect(manifest.problems.first?.contains(".featureTarget") == true, "a helper's target is said, not read")

        // The target's settings over the project's; Mac Catalyst read as iOS.
        let main = try #require(Self.target("App", manifest))
        #expect(main.configuration == "Release")
        #expect(Array(main.platforms.keys) == [.iOS])
        #expect(main.platforms[.iOS]?.version == OSVersion("16.0"))
        #expect(main.platforms[.iOS]?.source == "deploymentTargets of target App in Projects/App/Project.swift")
        #expect(main.languageMode?.mode == .swift6)
        #expect(main.languageMode?.source == "settings of target App in Projects/App/Project.swift")
        #expect(main.membership.contains(app + "/Sources/AppMain.swift"))
        #expect(!main.membership.contains(app + "/Sources/Previews/Preview.swift"), "excluded")
        #expect(main.membership.contains(app + "/Shared/Log.swift"))
        #expect(!main.membership.contains(app + "/Shared/Deep/Other.swift"), "Shared/*.swift is one folder deep")

        // .mac is the Mac itself: two platforms, each with its minimum (the project's macOS one is below).
        let kit = try #require(Self.target("Kit", manifest))
        #expect(kit.platforms.keys.sorted() == [.iOS, .macOS])
        #expect(kit.platforms[.iOS]?.version == OSVersion("17.0") && kit.platforms[.macOS]?.version == OSVersion("14.0"))
        #expect(kit.membership.contains(folder + "/Modules/Kit/Sources/Kit.swift"), ".relativeToRoot")
        #expect(kit.languageMode?.mode == .swift5, "the project's settings over its .xcconfig")

        // The older platform: and deploymentTarget:; a `//` path from the root.
        let legacy = try #require(Self.target("Legacy", manifest))
        #expect(Array(legacy.platforms.keys) == [.iOS] && legacy.platforms[.iOS]?.version == OSVersion("15.0"))
        #expect(legacy.membership.contains(folder + "/Legacy/Old.swift"))

        // A target bound to a name; its .xcconfig includes another and names its minimum by a setting.
        let widget = try #require(Self.target("Widget", manifest))
        #expect(widget.platforms[.iOS]?.version == OSVersion("16.2"))
        #expect(widget.platforms[.iOS]?.source == "Projects/App/Widget.xcconfig")
    }

    @Test func tuistProjectsBuiltByHelpersAreSaidNotRead() throws {
        let folder = Self.project([
            ".git/HEAD": "",
            "App/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "Shop", destinations: .iOS, additionalTargets: ["ShopKit"])
            """,
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"A\")\n",
            "Plain/Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Plain",
                targets: makeTargets() + [
                    .target(name: "Tool", destinations: .macOS, product: .commandLineTool, bundleId: "t", sources: "//Tool/**"),
                ]
            )
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let helper = try #require(TuistReader.read(manifest: folder + "/App/Project.swift", currentDirectory: folder))
        #expect(helper.targets.isEmpty)
        #expect(helper.problems.count == 1 && helper.problems[0].contains("Project.app"), "\(helper.problems)")

        let plain = try #require(TuistReader.read(manifest: folder + "/Plain/Project.swift", currentDirectory: folder))
        #expect(plain.targets.map(\.name) == ["Tool"])
        #expect(plain.problems.contains { $0.contains("makeTargets") })
        let tool = try #require(plain.targets.first)
        #expect(Array(tool.platforms.keys) == [.macOS] && tool.platforms[.macOS]?.version == nil, "no minimum set")
        #expect(tool.membership.contains(folder + "/Tool/main.swift"), "`//` is the root: the folder holding .git")

        #expect(TuistReader.read(manifest: folder + "/Package.swift", currentDirectory: folder) == nil, "not a Tuist manifest")
    }
}
