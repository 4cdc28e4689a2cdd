// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shelf",
    platforms: [.iOS(.v15), .macOS(.v12)],
    targets: [.target(name: "Shelf")]
)
