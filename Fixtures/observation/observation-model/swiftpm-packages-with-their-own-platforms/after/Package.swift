// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "Packages/Legacy")],
    targets: [
        .target(name: "ReaderApp", dependencies: [.product(name: "Legacy", package: "Legacy")]),
    ]
)
