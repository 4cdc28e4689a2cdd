import Foundation
import StateFixCLI
import StateFixCore
import StateFixRules

/// One case folder: `Fixtures/<family>/<rule-id>/<case>/` with `before/` (the input files),
/// `after/` (the expected files after `--in-place`; absent when nothing may change) and
/// `findings.txt` (the exact stderr of a dry run from inside `before/`, summary line included),
/// and optionally `arguments.txt` (extra command-line arguments) and `oracle.txt`.
///
/// Discovery follows the registry: the folders of every rule, found by family and id. Folders
/// that belong to no rule are reported by `strayFolders`.
package struct FixtureCase: CustomStringConvertible, Sendable {
    package let rule: String
    package let family: String
    package let name: String
    package let folder: URL

    package var description: String { "\(rule)/\(name)" }

    static var fixtures: URL { Support.root.appendingPathComponent("Fixtures") }

    package static let all: [FixtureCase] = {
        let fm = FileManager.default
        var cases: [FixtureCase] = []
        for rule in RuleRegistry.all.map({ $0.description }) {
            let ruleFolder = fixtures.appendingPathComponent(rule.family.folder).appendingPathComponent(rule.id)
            for name in (try? fm.contentsOfDirectory(atPath: ruleFolder.path)) ?? [] {
                let folder = ruleFolder.appendingPathComponent(name)
                if fm.fileExists(atPath: folder.appendingPathComponent("before").path) {
                    cases.append(FixtureCase(rule: rule.id, family: rule.family.folder, name: name, folder: folder))
                }
            }
        }
        return cases.sorted { $0.description < $1.description }
    }()

    /// Folders under `Fixtures/` that no rule or family owns (a misspelt rule id, a rule that
    /// was renamed): their cases would silently never run.
    package static var strayFolders: [String] {
        let fm = FileManager.default
        let families = Set(RuleRegistry.catalog.families.map(\.family.folder))
        var stray: [String] = []
        for entry in (try? fm.contentsOfDirectory(atPath: fixtures.path)) ?? [] {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: fixtures.appendingPathComponent(entry).path, isDirectory: &isDirectory), isDirectory.boolValue,
                  entry != "Demo" else { continue }
            guard families.contains(entry) else { stray.append(entry); continue }
            let ids = Set(RuleRegistry.all.filter { $0.description.family.folder == entry }.map { $0.id })
            for rule in (try? fm.contentsOfDirectory(atPath: fixtures.appendingPathComponent(entry).path)) ?? [] where !ids.contains(rule) {
                stray.append(entry + "/" + rule)
            }
        }
        return stray.sorted()
    }

    /// The `before/` files: (relative path, text), sorted by path.
    package var beforeFiles: [(String, String)] {
        Support.files(in: folder.appendingPathComponent("before")).filter { Support.isAppSource($0.key) }
            .map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }.sorted { $0.0 < $1.0 }
    }

    /// The extra command-line arguments of `arguments.txt`.
    package var arguments: [String] {
        ((try? String(contentsOf: folder.appendingPathComponent("arguments.txt"), encoding: .utf8)) ?? "")
            .split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The rules the case runs with: its own, and those its arguments name (`--enable` with
    /// rule or family ids, a rule's enable flag such as `--annotate-state-types`). A rule added
    /// to another family, or another rule of this one, changes none of this case's output;
    /// the runs of every default rule together are the integration tests' (`Fixtures/Demo`).
    package var rules: Set<String> {
        // The command line's own parse: `--enable` ids and families, and rules' enable flags.
        let enabled = (try? OptionTable.parse(arguments + ["."]))?.enable ?? []
        return Set([rule]).union((try? RuleRegistry.catalog.expand(enabled).get()) ?? [])
    }

    /// `arguments`, then a `--disable` of every rule the case does not run (`rules`): what
    /// every run of the case passes.
    package var runArguments: [String] {
        let others = RuleRegistry.catalog.descriptions.map(\.id).filter { !rules.contains($0) }
        return arguments + (others.isEmpty ? [] : ["--disable", others.joined(separator: ",")])
    }
}
