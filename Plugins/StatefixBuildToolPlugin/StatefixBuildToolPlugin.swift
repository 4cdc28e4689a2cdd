import Foundation
import PackagePlugin

/// Runs `statefix --check` on a target's Swift files as part of every build, so that its
/// findings appear in `swift build`'s output and in Xcode's issue navigator, each at its
/// `file:line:column`.
///
/// - A build command, not a prebuild command: SwiftPM allows only binary tools in prebuild
///   commands, and this plugin also runs the `statefix` built from source (a package
///   dependency). Its inputs are the target's Swift files, `Package.swift` and statefix
///   itself, so it runs again when one of them changes or a file is added or removed, and
///   not otherwise. Not a `.statefix.json`: SwiftPM plans the build again only when the
///   package's files or manifest change, so a listed file that is deleted would fail the
///   build ("missing inputs"); a changed `.statefix.json` takes effect at the next change
///   of a Swift file of the target. A build command runs only when something consumes its
///   outputs, so it writes one Swift file holding only a comment: the compiler consumes it,
///   and it adds nothing to the module. (Any other kind of file would become a resource of
///   the target, copied into its bundle.)
/// - Findings do not fail the build: `error` findings (code that fails with Xcode 27) are
///   shown as warnings, and exit status 1 ("findings remain") counts as success.
///   `STATEFIX_BUILD_FAIL_ON=error|warning|note` in the build's environment keeps each
///   finding's severity and fails the build on findings at that level or above. A usage error,
///   a file statefix could not read, or a crash (any other status) fails the build, with
///   statefix's message.
/// - The cache lives in the plugin's work directory, the only folder the Xcode sandbox lets
///   a plugin's command write.
///
/// statefix's `--project-root` is the package (or the Xcode project's folder), so an
/// initializer in another file or target is seen; only the target's own files are reported.
@main
struct StatefixBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.path)
        let manifest = context.package.directory.appending("Package.swift")
        return try StatefixBuildCommand(
            tool: context.tool(named: "statefix").path, target: target.name, files: files,
            projectRoot: context.package.directory, workDirectory: context.pluginWorkDirectory,
            extraInputs: FileManager.default.fileExists(atPath: manifest.string) ? [manifest] : []
        ).commands(inputs: { $0 })
    }
}

/// The one command of a target, for a package target and an Xcode target alike.
struct StatefixBuildCommand {
    var tool: Path
    var target: String
    var files: [Path]
    var projectRoot: Path
    var workDirectory: Path
    var extraInputs: [Path] = []

    /// The severities `STATEFIX_BUILD_FAIL_ON` accepts (statefix's `--fail-on`).
    static let severities = ["error", "warning", "note"]

    /// Runs statefix, prints its report (with a finding's `error:` made `warning:` unless the
    /// build is to fail on findings), maps its exit status, and writes the stamp file the build
    /// consumes. `$1` statefix, `$2` the stamp, `$3` the report, `$4` `warn` or the severity
    /// that fails the build; then statefix's arguments. POSIX sh (`/bin/sh` is dash on Debian).
    static let script = #"""
        tool=$1 stamp=$2 report=$3 mode=$4; shift 4
        PATH="${PATH:-/usr/bin:/bin}:/usr/bin:/bin"; export PATH
        rm -f "$report" "$stamp"
        "$tool" "$@" --output "$report"
        status=$?
        if [ -s "$report" ]; then
            if [ "$mode" = warn ]; then
                sed 's/^\(.*:[0-9][0-9]*:[0-9][0-9]*\): error: \(.* \[[a-z0-9-]*\]\)$/\1: warning: \2/' "$report"
            else
                cat "$report"
            fi
        fi
        case $status in
            0) ;;
            1) if [ "$mode" != warn ]; then
                   echo "error: statefix: the findings above fail the build (STATEFIX_BUILD_FAIL_ON=$mode)" >&2
                   exit 1
               fi ;;
            *) echo "error: statefix stopped with exit status $status (a usage error, a file it could not read, or a crash; see above)" >&2
               exit "$status" ;;
        esac
        echo "// Written by statefix's build-tool plugin: the build consumes this file, so statefix runs when the target's files change. Intentionally empty." > "$stamp"
        """#

    /// `inputs` maps the paths the build depends on (see the Xcode target's).
    func commands(inputs: (Path) -> Path) throws -> [Command] {
        guard !files.isEmpty else { return [] }
        let failOn = ProcessInfo.processInfo.environment["STATEFIX_BUILD_FAIL_ON"].flatMap { $0.isEmpty ? nil : $0 }
        if let failOn, !Self.severities.contains(failOn) {
            throw StatefixPluginError("STATEFIX_BUILD_FAIL_ON takes error, warning or note, not '\(failOn)'")
        }
        let cache = workDirectory.appending("cache")
        try FileManager.default.createDirectory(atPath: cache.string, withIntermediateDirectories: true)
        let stamp = workDirectory.appending("statefix-\(target).swift")
        let report = workDirectory.appending("statefix-\(target).txt")
        var arguments = ["-c", Self.script, "statefix-build", tool.string, stamp.string, report.string, failOn ?? "warn",
                         "--check", "--quiet", "--format", "xcode", "--no-color",
                         "--project-root", projectRoot.string, "--cache-path", cache.string]
        if let failOn { arguments += ["--fail-on", failOn] }
        arguments += files.map(\.string)
        return [.buildCommand(
            displayName: "statefix \(target)",
            executable: Path("/bin/sh"),
            arguments: arguments,
            // statefix too: a new build of it runs again, and Xcode builds it first.
            inputFiles: [tool] + (files + extraInputs).map(inputs),
            outputFiles: [stamp]
        )]
    }
}

struct StatefixPluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StatefixBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path)
        let project = context.xcodeProject.directory
        // Xcode takes a source file that a plugin's command lists as an input as consumed by
        // that command, and then does not compile it (SwiftLint's plugin met this). So the
        // inputs name the files through a link to the project's folder in the work directory;
        // statefix still gets the real paths.
        let link = context.pluginWorkDirectory.appending("project")
        try? FileManager.default.removeItem(atPath: link.string)
        try FileManager.default.createSymbolicLink(atPath: link.string, withDestinationPath: project.string)
        let prefix = project.string.hasSuffix("/") ? project.string : project.string + "/"
        return try StatefixBuildCommand(
            tool: context.tool(named: "statefix").path, target: target.displayName, files: files,
            projectRoot: project, workDirectory: context.pluginWorkDirectory
        ).commands(inputs: { path in
            path.string.hasPrefix(prefix) ? link.appending(subpath: String(path.string.dropFirst(prefix.count))) : path
        })
    }
}
#endif
