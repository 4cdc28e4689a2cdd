import StateFixCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `statefix install-hook` / `uninstall-hook`: a plain git pre-commit hook that fixes the
/// staged content (`--staged --in-place --git-hook`), so unstaged hunks never enter the
/// commit. `--force` keeps the hook it replaces as `pre-commit.statefix-backup`, which
/// `uninstall-hook` puts back.
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
        // A hook statefix did not write: refused, or with --force kept for uninstall-hook.
        let foreign = FileManager.default.contents(atPath: path).flatMap { String(decoding: $0, as: UTF8.self).contains(marker) ? nil : $0 }
        var backup: String?
        if let foreign {
            guard options.force else {
                environment.stderr("statefix: \(shown) exists and was not written by statefix; keep it, or replace it with --force\n")
                return 2
            }
            backup = path + ".statefix-backup"
            do { try foreign.write(to: URL(fileURLWithPath: backup!)) } catch {
                environment.stderr("statefix: cannot keep a copy of \(shown): \(error.localizedDescription)\n")
                return 2
            }
        }
        // The hook finds statefix on PATH when it runs, never through a path into a build
        // folder that may be gone; GUI git clients (Xcode, Tower) start hooks with a short PATH,
        // so the usual install folders are added.
        let script = """
        #!/bin/sh
        \(marker): written by `statefix install-hook`; remove it with `statefix uninstall-hook`.
        # Fixes the staged Swift files (unstaged changes stay out of the commit) and stops the
        # commit when a finding needs a person. Nothing to do, and nothing printed, without
        # staged Swift files.
        git diff --cached --quiet --diff-filter=ACMR -- '*.swift' && exit 0
        PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin"
        if ! command -v statefix >/dev/null 2>&1; then
            echo "statefix: not found on PATH; install it (statefix README: Install), or commit without this hook: git commit --no-verify" >&2
            exit 1
        fi
        exec statefix --staged --in-place --git-hook

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
        let backup = path + ".statefix-backup"
        do {
            if FileManager.default.fileExists(atPath: backup) {
                // `install-hook --force` kept the hook it replaced: put it back.
                guard rename(backup, path) == 0 else {
                    environment.stderr("statefix: cannot restore \(SwiftFiles.display(backup, environment.currentDirectory)): \(String(cString: strerror(errno)))\n")
                    return 2
                }
                environment.stderr("statefix: removed its hook and restored the previous \(shown)\n")
                return 0
            }
            try FileManager.default.removeItem(atPath: path)
        } catch {
            environment.stderr("statefix: cannot remove \(shown): \(error.localizedDescription)\n")
            return 2
        }
        environment.stderr("statefix: removed \(shown)\n")
        return 0
    }
}
