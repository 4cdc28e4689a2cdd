import Foundation
import PackagePlugin

/// `swift package statefix [options] [paths]` and `swift package statefix audit`: runs
/// statefix on the package without installing it. It runs in the package's folder, so with no
/// paths statefix reads that folder (its default), and the manifest is not counted as a
/// scanned file. `--in-place` needs `--allow-writing-to-package-directory` (SwiftPM asks
/// otherwise).
@main
struct StatefixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "statefix")
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
