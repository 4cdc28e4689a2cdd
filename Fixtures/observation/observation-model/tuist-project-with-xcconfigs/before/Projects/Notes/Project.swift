import ProjectDescription

let project = Project(
    name: "Notes",
    settings: .settings(configurations: [
        .debug(name: "Debug", xcconfig: .relativeToRoot("xcconfigs/Project.xcconfig")),
        .release(name: "Release", xcconfig: .relativeToRoot("xcconfigs/Project.xcconfig")),
    ]),
    targets: [
        .target(
            name: "Notes",
            destinations: .iOS,
            product: .app,
            bundleId: "org.example.notes",
            sources: ["Sources/**"],
            settings: .settings(configurations: [
                .debug(name: "Debug", xcconfig: .relativeToRoot("xcconfigs/Notes.xcconfig")),
                .release(name: "Release", xcconfig: .relativeToRoot("xcconfigs/Notes.xcconfig")),
            ])
        ),
        .target(
            name: "NotesWidget",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "org.example.notes.widget",
            deploymentTargets: .iOS("16.0"),
            sources: ["Widget/**"]
        ),
    ]
)
