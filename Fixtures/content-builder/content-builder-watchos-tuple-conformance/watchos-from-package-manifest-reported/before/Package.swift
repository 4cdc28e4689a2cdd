// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Tags", platforms: [.iOS(.v16), .watchOS(.v9)], targets: [.target(name: "Tags")])
