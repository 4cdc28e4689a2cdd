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
        var sources: [String] = []
        for case let target? in targets {
            var used = false
            if result.iOS == nil, let version = target.iOS { result.iOS = version; used = true }
            if result.macOS == nil, let version = target.macOS { result.macOS = version; used = true }
            if result.watchOS == nil, let version = target.watchOS { result.watchOS = version; used = true }
            if result.tvOS == nil, let version = target.tvOS { result.tvOS = version; used = true }
            if used, !sources.contains(target.source) { sources.append(target.source) }
        }
        result.source = sources.joined(separator: " and ")
        return result.isEmpty ? nil : result
    }

    /// Each platform's lowest version among `targets`, with the sources that gave those (a
    /// file compiled by an iOS 16 widget and an iOS 17 app is iOS 16); nil when none knows one.
    package static func lowest(_ targets: [DeploymentTarget]) -> DeploymentTarget? {
        var result = DeploymentTarget(source: "")
        var sources: [String] = []
        func take(_ path: WritableKeyPath<DeploymentTarget, OSVersion?>) {
            guard let low = targets.compactMap({ $0[keyPath: path] }).min() else { return }
            result[keyPath: path] = low
            for target in targets where target[keyPath: path] == low && !sources.contains(target.source) { sources.append(target.source) }
        }
        take(\.iOS)
        take(\.macOS)
        take(\.watchOS)
        take(\.tvOS)
        result.source = sources.count > 3 ? sources.prefix(2).joined(separator: ", ") + " and \(sources.count - 2) more" : sources.joined(separator: " and ")
        return result.isEmpty ? nil : result
    }

    /// `iOS 16.0, macOS 13.0 (from Package.swift)`.
    package var summary: String {
        let parts = [iOS.map { "iOS \($0)" }, macOS.map { "macOS \($0)" }, watchOS.map { "watchOS \($0)" }, tvOS.map { "tvOS \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "unknown" : parts.joined(separator: ", ") + " (from \(source))"
    }

    /// The platforms whose minimum version is known and below the given ones, as
    /// `iOS 16.0 and macOS 13.0` (empty when none is).
    package func platforms(below iOSVersion: OSVersion, macOS macOSVersion: OSVersion) -> [String] {
        [iOS.flatMap { $0 < iOSVersion ? "iOS \($0)" : nil }, macOS.flatMap { $0 < macOSVersion ? "macOS \($0)" : nil }].compactMap { $0 }
    }
}

/// Which deployment targets a rule applies to. The engine decides it before any rule runs:
/// a rule whose requirement the project does not meet does not run.
package enum DeploymentRequirement: Sendable, Equatable {
    /// Every project.
    case any
    /// Only a project known to support an OS below these versions (iOS or macOS).
    case below(iOS: OSVersion, macOS: OSVersion)
    /// Every project except one known to support only OSes below these versions.
    case atLeast(iOS: OSVersion, macOS: OSVersion)
    /// Only a project known to support a watchOS below this version.
    case belowWatchOS(OSVersion)

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
        }
    }

    /// `iOS 17 / macOS 14 or later`, for documentation; nil for `.any`.
    package var summary: String? {
        switch self {
        case .any: nil
        case .below(let iOS, let macOS): "deployment target below iOS \(iOS) / macOS \(macOS)"
        case .atLeast(let iOS, let macOS): "deployment target iOS \(iOS) / macOS \(macOS) or later (or unknown)"
        case .belowWatchOS(let watchOS): "deployment target below watchOS \(watchOS)"
        }
    }
}
