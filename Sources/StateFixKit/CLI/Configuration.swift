import Foundation

/// `.statefix.json`: which rules run and which files are left out.
///
///     {
///       "disabled_rules": ["state-composition"],
///       "opt_in_rules": ["state-type-annotation"],
///       "excluded": ["Generated/**", "**/*.generated.swift"],
///       "min_ios": "16.0",
///       "min_macos": "13.0"
///     }
///
/// Found by walking up from each file's folder (the nearest one wins), or given with
/// `--config FILE` (then it applies to every file). Globs are relative to the folder of the
/// configuration file. Command-line `--enable`, `--disable` and `--exclude` come on top.
public struct Configuration: Equatable, Sendable {
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    public var excluded: [String] = []
    public var minIOS: String?
    public var minMacOS: String?
    /// The folder the file sits in (globs are relative to it).
    public var folder: String = "/"
    public var path: String?

    public init() {}

    /// Rules that run only when enabled.
    public static let optInRuleIDs: Set<String> = [StateTypeAnnotation.description.id]

    private struct File: Decodable {
        var disabled_rules: [String]?
        var opt_in_rules: [String]?
        var excluded: [String]?
        var min_ios: String?
        var min_macos: String?
    }

    /// Reads a configuration file. Throws a one-line message naming the file.
    public static func load(_ path: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(message: "\(path): cannot be read")
        }
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            let known: Set<String> = ["disabled_rules", "opt_in_rules", "excluded", "min_ios", "min_macos"]
            if let unknown = Set(object.keys).subtracting(known).sorted().first {
                throw ConfigurationError(message: "\(path): unknown key '\(unknown)' (keys: \(known.sorted().joined(separator: ", ")))")
            }
        }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch {
            throw ConfigurationError(message: "\(path): not a valid statefix configuration (\(Self.describe(error)))")
        }
        var configuration = Configuration()
        configuration.disabledRules = Set(file.disabled_rules ?? [])
        configuration.optInRules = Set(file.opt_in_rules ?? [])
        configuration.excluded = file.excluded ?? []
        configuration.minIOS = file.min_ios
        configuration.minMacOS = file.min_macos
        for (key, value) in [("min_ios", file.min_ios), ("min_macos", file.min_macos)] {
            if let value, OSVersion(value) == nil {
                throw ConfigurationError(message: "\(path): \(key) takes a version such as \"16.0\", not \"\(value)\"")
            }
        }
        configuration.folder = (path as NSString).deletingLastPathComponent
        configuration.path = path
        let known = Set(RuleRegistry.all.map { $0.description.id })
        let unknown = configuration.disabledRules.union(configuration.optInRules).subtracting(known)
        if !unknown.isEmpty {
            throw ConfigurationError(message: "\(path): unknown rule id \(unknown.sorted().map { "'\($0)'" }.joined(separator: ", ")) (rules: \(known.sorted().joined(separator: ", ")))")
        }
        return configuration
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        default: return "\(error)"
        }
    }

    /// True when the rule runs for files under this configuration.
    public func enables(_ rule: String) -> Bool {
        if disabledRules.contains(rule) { return false }
        return !Self.optInRuleIDs.contains(rule) || optInRules.contains(rule)
    }

    /// True when `absolutePath` matches one of the excluded globs.
    public func excludes(_ absolutePath: String) -> Bool {
        let relative = SwiftFiles.relative(absolutePath, to: folder)
        return excluded.contains { Glob.matches($0, relative) }
    }
}

public struct ConfigurationError: Error {
    public var message: String
}

/// Finds the nearest `.statefix.json` for each folder (cached).
final class ConfigurationFinder {
    private var cache: [String: Configuration?] = [:]
    private(set) var errors: [String] = []

    func configuration(forFolder folder: String) -> Configuration? {
        if let cached = cache[folder] { return cached }
        let candidate = folder + (folder.hasSuffix("/") ? "" : "/") + ".statefix.json"
        var result: Configuration?
        if FileManager.default.fileExists(atPath: candidate) {
            do { result = try Configuration.load(candidate) } catch let error as ConfigurationError {
                errors.append(error.message)
            } catch {}
        } else if folder != "/" {
            result = configuration(forFolder: (folder as NSString).deletingLastPathComponent)
        }
        cache[folder] = result
        return result
    }
}

/// Shell-style globs on `/`-separated paths: `*` and `?` within a component, `**` across
/// components, `[abc]` character sets. A pattern without `/` matches the file name anywhere.
public enum Glob {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        if !pattern.contains("/") {
            return match(Array(pattern), Array(path.split(separator: "/").last.map(String.init) ?? path)) || match(Array("**/" + pattern), Array(path))
        }
        let trimmed = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
        return match(Array(trimmed), Array(path)) || match(Array(trimmed + "/**"), Array(path))
    }

    private static func match(_ p: [Character], _ s: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (s.count + 1) + j
            if let known = memo[key] { return known }
            var result: Bool
            if i == p.count {
                result = j == s.count
            } else if p[i] == "*" && i + 1 < p.count && p[i + 1] == "*" {
                var next = i + 2
                if next < p.count && p[next] == "/" { next += 1 }
                result = go(next, j) || (j < s.count && go(i, j + 1))
            } else if p[i] == "*" {
                result = go(i + 1, j) || (j < s.count && s[j] != "/" && go(i, j + 1))
            } else if p[i] == "?" {
                result = j < s.count && s[j] != "/" && go(i + 1, j + 1)
            } else if p[i] == "[", let close = p[(i + 1)...].firstIndex(of: "]") {
                let set = Set(p[(i + 1)..<close])
                result = j < s.count && set.contains(s[j]) && go(close + 1, j + 1)
            } else {
                result = j < s.count && p[i] == s[j] && go(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
    }
}
