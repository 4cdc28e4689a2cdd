import Foundation
import StateFixCore
import StateFixRules

/// `.statefix.json`: which rules run, with which settings, and which files are left out.
///
///     {
///       "disabled_rules": ["state-composition"],
///       "opt_in_rules": ["state-type-annotation", "observation"],
///       "excluded": ["Generated/**", "**/*.generated.swift"],
///       "min_ios": "16.0",
///       "min_macos": "13.0",
///       "swift_version": "5",
///       "rules": { "state-eager-class-init": { "classes": ["Store"] } }
///     }
///
/// Found by walking up from each file's folder (the nearest one wins), or given with
/// `--config FILE` (then it applies to every file). Globs are relative to the folder of the
/// configuration file. Rule lists take rule ids and family ids. Command-line `--enable`,
/// `--disable` and `--exclude` come on top.
package struct Configuration: Equatable, Sendable {
    /// Rule ids (family ids expanded).
    package var disabledRules: Set<String> = []
    package var optInRules: Set<String> = []
    /// Settings per rule id (validated against each rule's declared options).
    package var ruleOptions: [String: [String: RuleOptionValue]] = [:]
    package var excluded: [String] = []
    package var minIOS: String?
    package var minMacOS: String?
    package var minWatchOS: String?
    package var minTVOS: String?
    /// `swift_version`: the language mode to parse in first.
    package var languageMode: LanguageMode?
    /// The folder the file sits in (globs are relative to it).
    package var folder: String = "/"
    package var path: String?

    package init() {}

    private struct File: Decodable {
        var disabled_rules: [String]?
        var opt_in_rules: [String]?
        var excluded: [String]?
        var min_ios: String?
        var min_macos: String?
        var min_watchos: String?
        var min_tvos: String?
        var swift_version: String?
        var rules: [String: [String: JSONValue]]?
    }

    /// Reads a configuration file. Throws a one-line message naming the file.
    package static func load(_ path: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(message: "\(path): cannot be read")
        }
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            let known: Set<String> = ["disabled_rules", "opt_in_rules", "excluded", "min_ios", "min_macos", "min_watchos", "min_tvos", "swift_version", "rules"]
            if let unknown = Set(object.keys).subtracting(known).sorted().first {
                throw ConfigurationError(message: "\(path): unknown key '\(unknown)' (keys: \(known.sorted().joined(separator: ", ")))")
            }
        }
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: data) } catch {
            throw ConfigurationError(message: "\(path): not a valid statefix configuration (\(Self.describe(error)))")
        }
        var configuration = Configuration()
        let catalog = RuleRegistry.catalog
        for (key, names) in [("disabled_rules", file.disabled_rules ?? []), ("opt_in_rules", file.opt_in_rules ?? [])] {
            switch catalog.expand(names) {
            case .failure(let unknown):
                throw ConfigurationError(message: "\(path): unknown rule id '\(unknown.name)' in \(key) (\(unknown.known))")
            case .success(let ids):
                if key == "disabled_rules" { configuration.disabledRules = ids } else { configuration.optInRules = ids }
            }
        }
        configuration.ruleOptions = try ruleOptions(file.rules ?? [:], path: path)
        configuration.excluded = file.excluded ?? []
        configuration.minIOS = file.min_ios
        configuration.minMacOS = file.min_macos
        configuration.minWatchOS = file.min_watchos
        configuration.minTVOS = file.min_tvos
        if let version = file.swift_version {
            guard let mode = LanguageMode(version: version) else {
                throw ConfigurationError(message: "\(path): swift_version takes \"5\" or \"6\", not \"\(version)\"")
            }
            configuration.languageMode = mode
        }
        for (key, value) in [("min_ios", file.min_ios), ("min_macos", file.min_macos), ("min_watchos", file.min_watchos), ("min_tvos", file.min_tvos)] {
            if let value, OSVersion(value) == nil {
                throw ConfigurationError(message: "\(path): \(key) takes a version such as \"16.0\", not \"\(value)\"")
            }
        }
        configuration.folder = (path as NSString).deletingLastPathComponent
        configuration.path = path
        return configuration
    }

    /// The `rules` table, checked against each rule's declared options.
    private static func ruleOptions(_ table: [String: [String: JSONValue]], path: String) throws -> [String: [String: RuleOptionValue]] {
        var result: [String: [String: RuleOptionValue]] = [:]
        for (id, settings) in table.sorted(by: { $0.key < $1.key }) {
            guard let rule = RuleRegistry.catalog.description(of: id), id != RuleCatalog.configuration.id else {
                throw ConfigurationError(message: "\(path): rules: unknown rule id '\(id)' (\(RuleRegistry.catalog.hint(forUnknown: id)))")
            }
            for (name, raw) in settings.sorted(by: { $0.key < $1.key }) {
                guard let option = rule.options.first(where: { $0.name == name }) else {
                    let known = rule.options.map(\.name)
                    throw ConfigurationError(message: "\(path): rules.\(id): unknown setting '\(name)' (\(known.isEmpty ? "the rule has no settings" : "settings: " + known.joined(separator: ", ")))")
                }
                guard let value = raw.value(as: option.kind) else {
                    throw ConfigurationError(message: "\(path): rules.\(id).\(name) takes \(option.kind.rawValue)")
                }
                if let allowed = option.allowed, case .string(let text) = value, !allowed.contains(text) {
                    throw ConfigurationError(message: "\(path): rules.\(id).\(name) takes \(allowed.map { "\"\($0)\"" }.joined(separator: " or ")), not \"\(text)\"")
                }
                result[id, default: [:]][name] = value
            }
        }
        return result
    }

    /// A JSON value of a rule setting, before it is checked against the setting's kind.
    private enum JSONValue: Decodable {
        case bool(Bool), number(Double), string(String), array([JSONValue]), other

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
            else { self = .other }
        }

        func value(as kind: RuleOption.Kind) -> RuleOptionValue? {
            switch (kind, self) {
            case (.bool, .bool(let value)): return .bool(value)
            case (.string, .string(let value)): return .string(value)
            case (.integer, .number(let value)) where value == value.rounded() && abs(value) < 1e15: return .integer(Int(value))
            case (.strings, .array(let items)):
                var strings: [String] = []
                for item in items {
                    guard case .string(let text) = item else { return nil }
                    strings.append(text)
                }
                return .strings(strings)
            default: return nil
            }
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        default: return "\(error)"
        }
    }

    /// True when the rule runs for files under this configuration (`isOptIn`: the rule's default).
    package func enables(_ rule: String, isOptIn: Bool) -> Bool {
        if disabledRules.contains(rule) { return false }
        return !isOptIn || optInRules.contains(rule)
    }

    /// True when `absolutePath` matches one of the excluded globs.
    package func excludes(_ absolutePath: String) -> Bool {
        if excluded.isEmpty { return false }
        let relative = SwiftFiles.relative(absolutePath, to: folder)
        return excluded.contains { Glob.matches($0, relative) }
    }
}

package struct ConfigurationError: Error {
    package var message: String
}

