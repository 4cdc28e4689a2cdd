import Foundation

/// Build settings at one level of Xcode's resolution: a configuration's `buildSettings`, or the
/// `.xcconfig` it is based on.
struct BuildSettingLevel {
    /// Where the values come from, for messages: `target build settings`, `Config/App.xcconfig`.
    var source: String
    var values: [String: String]
    /// The file each value was set in when not `source` itself (an `.xcconfig`'s `#include`).
    var origins: [String: String] = [:]
    /// Set at the project's level (its settings or `.xcconfig`), not the target's.
    var isProject = false
}

/// Xcode's resolution of build settings (Build Settings Reference, "Build setting evaluation"):
/// levels from the highest precedence down (target settings, the target's `.xcconfig`, project
/// settings, the project's `.xcconfig`); `$(inherited)` is the value of the levels below,
/// `$(OTHER)` the resolved value of another setting.
enum BuildSettings {
    /// The value of `key` and the level it is set at, or nil when no level sets it. A
    /// reference that no level resolves stays in the value as written (`$(RECOMMENDED_…)`).
    static func resolve(_ key: String, in levels: [BuildSettingLevel]) -> (value: String, source: String)? {
        resolve(key, levels[...], all: levels, depth: 0)
    }

    private static func resolve(_ key: String, _ levels: ArraySlice<BuildSettingLevel>, all: [BuildSettingLevel], depth: Int) -> (value: String, source: String)? {
        guard depth < 8, let index = levels.firstIndex(where: { $0.values[key] != nil }) else { return nil }
        let raw = levels[index].values[key]!.trimmingCharacters(in: .whitespaces)
        // A level that only passes the value on is not where it comes from.
        if ["$(inherited)", "${inherited}", "$inherited"].contains(raw) {
            return resolve(key, levels[(index + 1)...], all: all, depth: depth + 1)
        }
        let value = substitute(raw) { name in
            name == "inherited"
                ? resolve(key, levels[(index + 1)...], all: all, depth: depth + 1)?.value ?? ""
                : resolve(name, all[...], all: all, depth: depth + 1)?.value
        }
        return (value.trimmingCharacters(in: .whitespaces), levels[index].origins[key] ?? levels[index].source)
    }

    /// `text` with each `$(NAME)`, `${NAME}` and `$NAME` that `lookup` knows replaced.
    static func substitute(_ text: String, _ lookup: (String) -> String?) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            var name: Substring, end: Substring.Index
            if let open = after.first, open == "(" || open == "{", let close = after.firstIndex(of: open == "(" ? ")" : "}") {
                name = after[after.index(after: after.startIndex)..<close]
                end = after.index(after: close)
            } else {
                name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                end = name.endIndex
            }
            if !name.isEmpty, let value = lookup(String(name)) {
                result += value
            } else {
                result += rest[dollar..<end]
            }
            rest = rest[end...]
            if name.isEmpty { result += rest.prefix(1); rest = rest.dropFirst() }
        }
        return result + rest
    }

    /// The settings of an `.xcconfig` at `path` (absolute) and of the files it `#include`s,
    /// which its own lines override; `$(inherited)` in a line is the value set before it in
    /// the chain, as Xcode 10 and later read it. Conditional settings (`KEY[sdk=iphoneos*]`)
    /// are left out: statefix reads one setting per platform. Returns nil when the file cannot
    /// be read; `files` lists every file read, the included ones first.
    static func xcconfig(_ path: String) -> XCConfig? {
        var files: [String] = []
        guard let read = xcconfig(path, seen: [], files: &files) else { return nil }
        return XCConfig(values: read.values, origins: read.origins, files: files)
    }

    /// An `.xcconfig`'s settings, the file (absolute) each was set in, and the files read.
    struct XCConfig {
        var values: [String: String]
        var origins: [String: String]
        var files: [String]
    }

    private static func xcconfig(_ path: String, seen: Set<String>, files: inout [String]) -> (values: [String: String], origins: [String: String])? {
        guard !seen.contains(path), seen.count < 16, let data = FileManager.default.contents(atPath: path) else { return nil }
        var settings: [String: String] = [:]
        var origins: [String: String] = [:]
        let folder = (path as NSString).deletingLastPathComponent
        for raw in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = raw.components(separatedBy: "//").first!.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let name = line.drop { $0 != "\"" }.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                let included = name.hasPrefix("/") ? name : SwiftFiles.normalize(folder + "/" + name)
                // `#include?` is optional; a missing plain `#include` is an Xcode error, read as nothing here.
                if let read = xcconfig(included, seen: seen.union([path]), files: &files) {
                    for (key, value) in read.values { settings[key] = inheriting(value, from: settings[key]) }
                    origins.merge(read.origins) { _, new in new }
                }
                continue
            }
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("["), !key.contains(" ") else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t;\""))
            settings[key] = inheriting(value, from: settings[key])
            origins[key] = path
        }
        files.append(path)
        return (settings, origins)
    }

    /// `value` with `$(inherited)` replaced by `earlier` when the chain set one.
    private static func inheriting(_ value: String, from earlier: String?) -> String {
        guard let earlier, value.contains("inherited") else { return value }
        return substitute(value) { $0 == "inherited" ? earlier : nil }
    }
}
