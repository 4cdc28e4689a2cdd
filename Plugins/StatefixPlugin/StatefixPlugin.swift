import Foundation
import PackagePlugin

/// `swift package statefix [options] [paths]`: runs statefix on the package without
/// installing it. With no paths, the package's own folder. `--in-place` needs
/// `--allow-writing-to-package-directory` (SwiftPM asks otherwise).
@main
struct StatefixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "statefix")
        var arguments = arguments
        let takesValue: Set<String> = ["--format", "--output", "-o", "--config", "--enable", "--disable", "--exclude",
                                       "--project-root", "--min-ios", "--min-macos", "--stdin-path"]
        var hasPath = false
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if takesValue.contains(argument) { skipNext = true; continue }
            if !argument.hasPrefix("-") || argument == "-" { hasPath = true }
        }
        let subcommands: Set<String> = ["install-hook", "uninstall-hook"]
        if !hasPath && !arguments.contains("--staged") && !(arguments.first.map(subcommands.contains) ?? false) {
            arguments.append(context.package.directory.string)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("statefix exited with status \(process.terminationStatus)")
        }
    }
}
