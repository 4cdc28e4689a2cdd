/// An OS version such as `16.4`.
package struct OSVersion: Comparable, Sendable, CustomStringConvertible, Hashable {
    package var components: [Int]

    /// Parses `16`, `16.4`, `v16_4`, `16.4.1`; nil for anything else.
    package init?(_ text: String) {
        var text = Substring(text.drop { $0 == " " || $0 == "\t" })
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        if text.hasPrefix("v") { text = text.dropFirst() }
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.map { $0! }
    }

    package static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let a = index < lhs.components.count ? lhs.components[index] : 0
            let b = index < rhs.components.count ? rhs.components[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    package static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    package func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    package var description: String { components.map(String.init).joined(separator: ".") }
}

/// The minimum iOS, macOS and watchOS versions a project supports, and where they were read.
/// Rules decide by iOS and macOS; watchOS matters only where SDK 27 breaks watchOS alone.
package struct DeploymentTarget: Sendable, Equatable {
    package var iOS: OSVersion?
    package var macOS: OSVersion?
    package var watchOS: OSVersion?
    package var tvOS: OSVersion?
    /// `Package.swift`, `App.xcodeproj/project.pbxproj`, `command line`, `.statefix.json`…
    package var source: String
    /// Where each platform's version came from (`iOS`: `target Widget in App.xcodeproj`) when
    /// not all came from `source` alike.
    package var sources: [String: String] = [:]

    /// Where `platform`'s (`iOS`, `macOS`, `watchOS`, `tvOS`) version came from.
    package func source(of platform: String) -> String { sources[platform] ?? source }

    /// The known platforms with their versions: (`iOS`, 16.0)…
    package var versions: [(platform: String, version: OSVersion)] {
        [("iOS", iOS), ("macOS", macOS), ("watchOS", watchOS), ("tvOS", tvOS)].compactMap { name, version in version.map { (name, $0) } }
    }

    /// `iOS 16.0 from target Widget in App.xcodeproj and macOS 13.0 from …` for `platforms`
    /// (names as in `versions`), each with its own source; the command line reads as such.
    package func provenance(of platforms: [String]) -> String {
        // Platforms of one source are named together: `iOS 15 and macOS 12 from Package.swift`.
        var groups: [(source: String, versions: [String])] = []
        for entry in versions where platforms.contains(entry.platform) {
            let from = source(of: entry.platform)
            if let index = groups.firstIndex(where: { $0.source == from }) {
                groups[index].versions.append("\(entry.platform) \(entry.version)")
            } else {
                groups.append((from, ["\(entry.platform) \(entry.version)"]))
            }
        }
        return groups.map { "\($0.versions.joined(separator: " and ")) from \($0.source == "command line" ? "the command line" : $0.source)" }.joined(separator: "; ")
    }

    /// The combined `source`: each distinct per-platform source once, in platform order.
    private mutating func joinSources() {
        var unique: [String] = []
        for entry in versions where !unique.contains(source(of: entry.platform)) { unique.append(source(of: entry.platform)) }
        source = unique.count > 3 ? unique.prefix(2).joined(separator: ", ") + " and \(unique.count - 2) more" : unique.joined(separator: " and ")
    }

    package init(iOS: OSVersion? = nil, macOS: OSVersion? = nil, watchOS: OSVersion? = nil, tvOS: OSVersion? = nil, source: String) {
        self.iOS = iOS
        self.macOS = macOS
        self.watchOS = watchOS
        self.tvOS = tvOS
        self.source = source
    }

    /// True when no platform's version is known.
    package var isEmpty: Bool { iOS == nil && macOS == nil && watchOS == nil && tvOS == nil }

    /// Each platform from the first of `targets` (highest precedence first) that knows it, with
    /// the sources that gave them (`command line` and `Package.swift`: `--min-ios 17` raises iOS
    /// and keeps the project's macOS); nil when none knows a platform.
    package static func merging(_ targets: [DeploymentTarget?]) -> DeploymentTarget? {
        var result = DeploymentTarget(source: "")
        for case let target? in targets {
            for (name, path) in Self.platformPaths where result[keyPath: path] == nil {
                guard let version = target[keyPath: path] else { continue }
                result[keyPath: path] = version
                result.sources[name] = target.source(of: name)
            }
        }
        result.joinSources()
        return result.isEmpty ? nil : result
    }

    /// Each platform's lowest version among `targets`, with the sources that gave those (a
    /// file compiled by an iOS 16 widget and an iOS 17 app is iOS 16); nil when none knows one.
    package static func lowest(_ targets: [DeploymentTarget]) -> DeploymentTarget? {
        var result = DeploymentTarget(source: "")
        var all: [String] = []
        func shortened(_ list: [String]) -> String { list.count > 2 ? list[0] + " and \(list.count - 1) more" : list.joined(separator: " and ") }
        for (name, path) in platformPaths {
            guard let low = targets.compactMap({ $0[keyPath: path] }).min() else { continue }
            result[keyPath: path] = low
            var from: [String] = []
            for target in targets where target[keyPath: path] == low && !from.contains(target.source(of: name)) { from.append(target.source(of: name)) }
            result.sources[name] = shortened(from)
            for source in from where !all.contains(source) { all.append(source) }
        }
        // Every source once (not each platform's shortened list, which would repeat names).
        result.source = shortened(all)
        return result.isEmpty ? nil : result
    }

    private static let platformPaths: [(String, WritableKeyPath<DeploymentTarget, OSVersion?>)] = [("iOS", \.iOS), ("macOS", \.macOS), ("watchOS", \.watchOS), ("tvOS", \.tvOS)]

    /// `iOS 16.0, macOS 13.0 (from Package.swift)`.
    package var summary: String {
        let parts = [iOS.map { "iOS \($0)" }, macOS.map { "macOS \($0)" }, watchOS.map { "watchOS \($0)" }, tvOS.map { "tvOS \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "unknown" : parts.joined(separator: ", ") + " (from \(source))"
    }

    /// The platforms whose minimum version is known and below the given ones, as
    /// `iOS 16.0 and macOS 13.0` (empty when none is).
    package func platforms(below iOSVersion: OSVersion, macOS macOSVersion: OSVersion) -> [String] {
        versions.filter { platformNames(below: iOSVersion, macOS: macOSVersion).contains($0.platform) }.map { "\($0.platform) \($0.version)" }
    }

    /// The names (`iOS`, `macOS`) of the platforms whose minimum is known and below the given ones.
    package func platformNames(below iOSVersion: OSVersion, macOS macOSVersion: OSVersion) -> [String] {
        [iOS.flatMap { $0 < iOSVersion ? "iOS" : nil }, macOS.flatMap { $0 < macOSVersion ? "macOS" : nil }].compactMap { $0 }
    }

    /// The command-line flag that sets `platform`'s minimum (`iOS` → `--min-ios`).
    package static func flag(for platform: String) -> String? {
        ["iOS": "--min-ios", "macOS": "--min-macos", "watchOS": "--min-watchos", "tvOS": "--min-tvos"][platform]
    }
}

/// Which deployment targets a rule applies to (`RuleReading.deployment`). The engine decides it
/// before any rule runs: a rule whose requirement the project does not meet does not run. In a
/// file whose target is unknown, a rule whose requirement an unknown target does not meet
/// (`below`, `belowWatchOS`) runs without reporting: its findings are only counted
/// (`EngineResult.unknownTarget`).
package enum DeploymentRequirement: Sendable, Equatable {
    /// Every project.
    case any
    /// Only a project known to support an OS below these versions (iOS or macOS).
    case below(iOS: OSVersion, macOS: OSVersion)
    /// Every project except one known to support only OSes below these versions.
    case atLeast(iOS: OSVersion, macOS: OSVersion)
    /// Only a project known to support a watchOS below this version.
    case belowWatchOS(OSVersion)
    /// Every project except one known to support only these versions or later: one known to
    /// support an OS below them (iOS or macOS), or whose iOS and macOS are unknown (the rule
    /// then runs and reports as for any target).
    case belowOrUnknown(iOS: OSVersion, macOS: OSVersion)

    package func isMet(by target: DeploymentTarget?) -> Bool {
        switch self {
        case .any: return true
        case .below(let iOS, let macOS):
            return !(target?.platforms(below: iOS, macOS: macOS).isEmpty ?? true)
        case .atLeast(let iOS, let macOS):
            guard let target, target.iOS != nil || target.macOS != nil else { return true }
            return (target.iOS.map { $0 >= iOS } ?? false) || (target.macOS.map { $0 >= macOS } ?? false)
        case .belowWatchOS(let watchOS):
            return target?.watchOS.map { $0 < watchOS } ?? false
        case .belowOrUnknown(let iOS, let macOS):
            guard let target, target.iOS != nil || target.macOS != nil else { return true }
            return !target.platforms(below: iOS, macOS: macOS).isEmpty
        }
    }

    /// `iOS 17 / macOS 14 or later`, for documentation; nil for `.any`.
    package var summary: String? {
        switch self {
        case .any: nil
        case .below(let iOS, let macOS): "deployment target below iOS \(iOS) / macOS \(macOS)"
        case .atLeast(let iOS, let macOS): "deployment target iOS \(iOS) / macOS \(macOS) or later (or unknown)"
        case .belowWatchOS(let watchOS): "deployment target below watchOS \(watchOS)"
        case .belowOrUnknown(let iOS, let macOS): "deployment target below iOS \(iOS) / macOS \(macOS) (or unknown)"
        }
    }
}
