import StateFixCore
import Foundation

/// `statefix install-hook` / `uninstall-hook`: a plain git pre-commit hook that fixes the
/// staged content (`--staged --in-place`), so unstaged hunks never enter the commit.
enum Hooks {
    static let marker = "# statefix-managed"

    static func hookPath(_ environment: StatefixCommand.Environment) -> String? {
        Git.hooksFolder(from: environment.currentDirectory).map { $0 + "/pre-commit" }
    }

    static func install(options: CommandOptions, environment: StatefixCommand.Environment) -> Int32 {
        guard let path = hookPath(environment) else {
            environment.stderr("statefix: install-hook needs a git repository\n")
            return 2
        }
        let shown = SwiftFiles.display(path, environment.currentDirectory)
        if let existing = FileManager.default.contents(atPath: path), !String(decoding: existing, as: UTF8.self).contains(marker), !options.force {
            environment.stderr("statefix: \(shown) exists and was not written by statefix; keep it, or replace it with --force\n")
            return 2
        }
        var backup: String?
        if let existing = FileManager.default.contents(atPath: path), !String(decoding: existing, as: UTF8.self).contains(marker) {
            backup = path + ".statefix-backup"
            do { try existing.write(to: URL(fileURLWithPath: backup!)) } catch {
                environment.stderr("statefix: cannot keep a copy of \(shown): \(error.localizedDescription)\n")
                return 2
            }
        }
        var executable = environment.executable ?? CommandLine.arguments.first ?? "statefix"
        if !executable.contains("/") {
            executable = "statefix"
        } else if !executable.hasPrefix("/") {
            executable = SwiftFiles.normalize(environment.currentDirectory + "/" + executable)
        }
        let script = """
        #!/bin/sh
        \(marker): written by `statefix install-hook`; remove it with `statefix uninstall-hook`.
        # Fixes the staged Swift files (the unstaged changes stay out of the commit) and stops
        # the commit when a finding needs a person.
        exec "\(executable)" --staged --in-place --no-color

        """
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(script.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        } catch {
            environment.stderr("statefix: cannot write \(shown): \(error.localizedDescription)\n")
            return 2
        }
        environment.stderr("statefix: installed \(shown)\(backup.map { " (the previous hook is in \(SwiftFiles.display($0, environment.currentDirectory)))" } ?? "")\n")
        return 0
    }

    static func uninstall(environment: StatefixCommand.Environment) -> Int32 {
        guard let path = hookPath(environment) else {
            environment.stderr("statefix: uninstall-hook needs a git repository\n")
            return 2
        }
        let shown = SwiftFiles.display(path, environment.currentDirectory)
        guard let existing = FileManager.default.contents(atPath: path) else {
            environment.stderr("statefix: no pre-commit hook to remove\n")
            return 0
        }
        guard String(decoding: existing, as: UTF8.self).contains(marker) else {
            environment.stderr("statefix: \(shown) was not written by statefix; left as it is\n")
            return 2
        }
        do { try FileManager.default.removeItem(atPath: path) } catch {
            environment.stderr("statefix: cannot remove \(shown): \(error.localizedDescription)\n")
            return 2
        }
        environment.stderr("statefix: removed \(shown)\n")
        return 0
    }
}
