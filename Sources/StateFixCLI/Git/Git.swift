import StateFixCore
import Foundation

/// The few git operations statefix needs, through the `git` command.
enum Git {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    static func run(_ arguments: [String], in folder: String, input: [UInt8]? = nil) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe(), inp = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inp
        // Feed stdin and drain stderr on other threads, so neither pipe can fill up and block.
        final class Box: @unchecked Sendable { var data = Data() }
        let errors = Box()
        let stdoutData: Data
        do {
            stdoutData = try process.runToExit {
                let group = DispatchGroup()
                group.enter()
                DispatchQueue.global().async { errors.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
                let writer = inp.fileHandleForWriting
                DispatchQueue.global().async {
                    if let input { writer.write(Data(input)) }
                    try? writer.close()
                }
                let data = out.fileHandleForReading.readDataToEndOfFile()
                group.wait()
                return data
            }
        } catch {
            return Output(status: 127, stdout: [], stderr: "git cannot be started: \(error)")
        }
        let stderrData = errors.data
        return Output(status: process.terminationStatus, stdout: [UInt8](stdoutData), stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// The work tree's root folder, or nil outside a repository.
    static func root(of folder: String) -> String? {
        // Without a `.git` in the folder or a parent, and without GIT_DIR or GIT_WORK_TREE
        // naming one elsewhere, git finds no repository: no need to start it to hear that.
        let environment = ProcessInfo.processInfo.environment
        if environment["GIT_DIR"] == nil, environment["GIT_WORK_TREE"] == nil,
           SwiftFiles.gitWorkTreeRoot(containing: SwiftFiles.absolute(folder, FileManager.default.currentDirectoryPath)) == nil {
            return nil
        }
        let output = run(["rev-parse", "--show-toplevel"], in: folder)
        guard output.status == 0 else { return nil }
        return output.text.trimmingCharacters(in: .newlines)
    }

    /// Every Swift file git knows (tracked, and untracked but not ignored), as absolute paths.
    static func swiftFiles(root: String) -> [String] {
        let output = run(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.swift"], in: root)
        guard output.status == 0 else { return [] }
        return Set(output.stdout.split(separator: 0).map { root + "/" + String(decoding: $0, as: UTF8.self) }).sorted()
    }

    /// The paths among `paths` (absolute, inside the work tree at `root`) that git ignores
    /// (`.gitignore`, `.git/info/exclude`, the global excludes file); tracked files never are.
    static func ignored(_ paths: [String], root: String) -> Set<String> {
        guard !paths.isEmpty else { return [] }
        let input = paths.map { Array($0.utf8) + [0] }.flatMap { $0 }
        let output = run(["check-ignore", "-z", "--stdin"], in: root, input: input)
        // 0: some are ignored, 1: none are; anything else (no git): ignore nothing.
        guard output.status == 0 else { return [] }
        return Set(output.stdout.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// A file staged for the next commit: its path relative to the root, mode and blob id.
    struct StagedFile {
        var path: String
        var mode: String
        var blob: String
    }

    /// The staged `*.swift` files (added, copied, modified or renamed; deletions have nothing
    /// to check), and one-line problems for files with unmerged entries.
    static func stagedSwiftFiles(root: String) -> (files: [StagedFile], problems: [SourceProblem]) {
        // One listing of the index: "<mode> <blob> <stage>\t<path>"; a stage other than 0 is
        // an unmerged entry.
        var entries: [String: (mode: String, blob: String)] = [:]
        var conflicted = Set<String>()
        for raw in run(["ls-files", "-s", "-z", "--", "*.swift"], in: root).stdout.split(separator: 0) {
            let text = String(decoding: raw, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { continue }
            let fields = text[..<tab].split(separator: " ")
            let path = String(text[text.index(after: tab)...])
            guard fields.count == 3 else { continue }
            if fields[2] != "0" { conflicted.insert(path) } else { entries[path] = (String(fields[0]), String(fields[1])) }
        }
        let problems = conflicted.sorted().map {
            SourceProblem(path: $0, message: "has unmerged entries (resolve the conflict first); file skipped")
        }
        var files: [StagedFile] = []
        let names = run(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "--", "*.swift"], in: root)
        for raw in names.stdout.split(separator: 0) {
            let path = String(decoding: raw, as: UTF8.self)
            guard !conflicted.contains(path), let entry = entries[path], !entry.blob.allSatisfy({ $0 == "0" }) else { continue }
            files.append(StagedFile(path: path, mode: entry.mode, blob: entry.blob))
        }
        return (files, problems)
    }

    /// The contents of the blobs `ids` (object names as `ls-files -s` gives them), by name, from
    /// one `git cat-file --batch`; a missing blob has no entry.
    static func blobs(_ ids: [String], root: String) -> [String: [UInt8]] {
        guard !ids.isEmpty else { return [:] }
        let output = run(["cat-file", "--batch"], in: root, input: Array(ids.joined(separator: "\n").utf8) + [UInt8(ascii: "\n")])
        guard output.status == 0 else { return [:] }
        // Each answer: "<name> <type> <size>\n<contents>\n", or "<name> missing\n".
        let bytes = output.stdout
        var contents: [String: [UInt8]] = [:]
        var at = 0
        while at < bytes.count, let newline = bytes[at...].firstIndex(of: UInt8(ascii: "\n")) {
            let header = bytes[at..<newline].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            at = newline + 1
            if header.count == 2, header[1] == "missing" { continue }
            guard header.count == 3, let size = Int(header[2]), size >= 0, at + size <= bytes.count else { break }
            if header[1] == "blob" { contents[header[0]] = Array(bytes[at..<at + size]) }
            at += size + 1
        }
        return contents
    }

    /// Writes `bytes` as a blob and points the index entry of `path` at it, keeping `mode`.
    static func stage(_ bytes: [UInt8], path: String, mode: String, root: String) -> String? {
        let hashed = run(["hash-object", "-w", "--stdin"], in: root, input: bytes)
        guard hashed.status == 0 else { return "git hash-object failed: \(hashed.stderr.trimmingCharacters(in: .newlines))" }
        let id = hashed.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let updated = run(["update-index", "--cacheinfo", "\(mode),\(id),\(path)"], in: root)
        return updated.status == 0 ? nil : "git update-index failed: \(updated.stderr.trimmingCharacters(in: .newlines))"
    }

    /// Applies a patch (paths relative to the root) to the working tree only; false when it
    /// does not apply cleanly (nothing is changed then).
    static func applyToWorkTree(_ patch: String, root: String) -> Bool {
        // `git apply` is all or nothing: a hunk that does not apply leaves every file as it was.
        run(["apply", "--whitespace=nowarn", "-"], in: root, input: Array(patch.utf8)).status == 0
    }

    /// The folder of hooks (`core.hooksPath` respected), absolute.
    static func hooksFolder(from folder: String) -> String? {
        let output = run(["rev-parse", "--path-format=absolute", "--git-path", "hooks"], in: folder)
        guard output.status == 0 else { return nil }
        return output.text.trimmingCharacters(in: .newlines)
    }
}
