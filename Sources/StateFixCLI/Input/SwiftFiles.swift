import StateFixCore
import Foundation
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Finding, reading and atomically writing Swift files.
package enum SwiftFiles {
    /// Folder names never entered when a folder is scanned.
    package static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

    /// A file to process: its absolute path and the path shown to the user.
    package struct Entry: Hashable {
        package var absolutePath: String
        package var displayPath: String

        package init(absolutePath: String, displayPath: String) {
            self.absolutePath = absolutePath
            self.displayPath = displayPath
        }
    }

    /// Expands `paths` (files or folders, relative to `currentDirectory`) into `*.swift` files,
    /// sorted by display path, without duplicates. Folders are searched recursively, skipping
    /// `skippedFolders`; symbolic links inside folders are left alone unless `followSymlinks`
    /// (then each real folder is entered once, so link loops end). A file is written through to
    /// its real path, never by replacing a link. Returns problems for paths that do not exist.
    package static func collect(_ paths: [String], currentDirectory: String, followSymlinks: Bool = false) -> (entries: [Entry], problems: [SourceProblem]) {
        var entries: [Entry] = []
        var problems: [SourceProblem] = []
        let fm = FileManager.default
        var visited = Set<String>()
        for path in paths {
            let absolute = normalize(SwiftFiles.absolute(path, currentDirectory))
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                problems.append(SourceProblem(path: path, message: "no such file or folder"))
                continue
            }
            if !isDirectory.boolValue {
                // A file named on the command line is taken as given, but only Swift source:
                // `statefix README.md` is a mistake, not a request.
                guard absolute.hasSuffix(".swift") else {
                    problems.append(SourceProblem(path: path, message: "not a Swift file (statefix reads .swift files); skipped"))
                    continue
                }
                entries.append(Entry(absolutePath: realPath(absolute), displayPath: display(absolute, currentDirectory)))
                continue
            }
            // Each folder with its real path: a regular file in it has the real path
            // `real/name` without a `realpath` call of its own.
            var stack = [(folder: absolute, real: realPath(absolute))]
            while let (folder, real) = stack.popLast() {
                guard visited.insert(real).inserted else { continue }
                guard let children = children(of: folder) else {
                    problems.append(SourceProblem(path: display(folder, currentDirectory), message: "folder cannot be read"))
                    continue
                }
                for (child, kind) in children {
                    let full = folder + "/" + child
                    var type = kind
                    var linked = false
                    if type == .symbolicLink {
                        guard followSymlinks, let target = fileKind(atPath: realPath(full), following: true) else { continue }
                        type = target
                        linked = true
                    }
                    if type == .directory {
                        if !skippedFolders.contains(child) { stack.append((full, linked ? realPath(full) : (real == "/" ? "" : real) + "/" + child)) }
                    } else if type == .regular, child.hasSuffix(".swift"), !isPackageManifest(child, at: full) {
                        let absolutePath = linked ? realPath(full) : (real == "/" ? "" : real) + "/" + child
                        entries.append(Entry(absolutePath: absolutePath, displayPath: display(full, currentDirectory)))
                    }
                }
            }
        }
        var seen = Set<String>()
        entries = entries.filter { seen.insert($0.absolutePath).inserted }
        entries.sort { $0.displayPath < $1.displayPath }
        return (entries, problems)
    }

    /// What a folder entry is, as far as a folder walk cares.
    enum FileKind {
        case directory, regular, symbolicLink, other
    }

    /// The names in a folder (without `.` and `..`) with their kinds, from `readdir`: no `stat`
    /// per entry where the file system reports the kind, as most do (a large repository has
    /// tens of thousands of entries). nil when the folder cannot be read.
    static func children(of folder: String) -> [(name: String, kind: FileKind)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var result: [(String, FileKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            // DT_DIR, DT_REG, DT_LNK (the same values on Linux and Darwin); DT_UNKNOWN asks lstat.
            switch entry.pointee.d_type {
            case 4: result.append((name, .directory))
            case 8: result.append((name, .regular))
            case 10: result.append((name, .symbolicLink))
            case 0: result.append((name, fileKind(atPath: folder + "/" + name, following: false) ?? .other))
            default: result.append((name, .other))
            }
        }
        return result
    }

    /// The kind of the file at `path` (of the link itself unless `following`), or nil when it
    /// does not exist.
    static func fileKind(atPath path: String, following: Bool) -> FileKind? {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// True for `Package@swift-5.9.swift`, and for a `Package.swift` that names
    /// PackageDescription: SwiftPM manifests, which a folder walk leaves out (no SwiftUI view lives there; `audit`
    /// would count them as app files). A source file of that name (`protocol Package` in an
    /// app's model folder) is kept.
    static func isPackageManifest(_ name: String, at path: String) -> Bool {
        if name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") { return true }
        guard name == "Package.swift", let data = FileManager.default.contents(atPath: path) else { return name == "Package.swift" }
        return Prefilter.contains(Array(data), "PackageDescription")
    }

    /// `path` as an absolute path: relative paths are taken from `currentDirectory`.
    static func absolute(_ path: String, _ currentDirectory: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory + "/" + path
    }

    /// True when `path` (relative to `currentDirectory`) is an existing file (not a folder).
    static func isFile(_ path: String, _ currentDirectory: String) -> Bool { kind(path, currentDirectory) == false }

    /// True when `path` (relative to `currentDirectory`) is an existing folder.
    static func isFolder(_ path: String, _ currentDirectory: String) -> Bool { kind(path, currentDirectory) == true }

    /// nil when nothing exists at `path`; else whether it is a folder.
    private static func kind(_ path: String, _ currentDirectory: String) -> Bool? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute(path, currentDirectory), isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }

    /// The path with every symbolic link resolved (the path itself when it cannot be resolved).
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder of a normalized absolute path (`/a` for `/a/b.swift`, `/` for `/b.swift`):
    /// what `NSString.deletingLastPathComponent` gives such a path, without bridging (it runs
    /// for every file of a run, to find its configuration).
    static func parent(of path: String) -> String {
        var path = Substring(path)
        while path.utf8.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// Removes `.` and `..` components and duplicate slashes.
    static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", !components.isEmpty, components.last != ".." { components.removeLast(); continue }
            components.append(component)
        }
        return "/" + components.joined(separator: "/")
    }

    /// True when `normalize` would return `path` itself: absolute, without empty, `.` or `..`
    /// components and without a trailing slash (except the root folder).
    static func isNormal(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        var componentStart = true, dots = 0, length = 0
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if componentStart || (dots == length && dots <= 2) { return false }
                componentStart = true; dots = 0; length = 0
                continue
            }
            componentStart = false
            length += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        return !componentStart && !(dots == length && dots <= 2)
    }

    /// `absolute` relative to `base` (with `../` steps when needed), or absolute when the two
    /// share nothing but the root folder.
    static func relative(_ absolute: String, to base: String) -> String {
        // The common case, a normal path below a normal base, needs no splitting.
        if base != "/", isNormal(absolute), isNormal(base) {
            if absolute == base { return "" }
            // Compared byte for byte, as splitting at "/" does (not by Unicode equivalence).
            let prefix = base.utf8.count + 1
            if absolute.utf8.count > prefix, absolute.utf8.starts(with: base.utf8),
               absolute.utf8.dropFirst(prefix - 1).first == UInt8(ascii: "/") {
                return String(Substring(absolute.utf8.dropFirst(prefix)))
            }
        }
        let target = normalize(absolute).split(separator: "/"), from = normalize(base).split(separator: "/")
        var common = 0
        while common < min(target.count, from.count) && target[common] == from[common] { common += 1 }
        if common == 0 { return normalize(absolute) }
        return (Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)).joined(separator: "/")
    }

    /// The path shown to the user: relative to `currentDirectory`.
    static func display(_ absolute: String, _ currentDirectory: String) -> String {
        relative(absolute, to: currentDirectory)
    }

    /// The folder holding `.git` above (or at) `folder`, if any.
    package static func gitWorkTreeRoot(containing folder: String) -> String? {
        var current = normalize(folder)
        while true {
            if FileManager.default.fileExists(atPath: current + "/.git") { return current }
            if current == "/" { return nil }
            current = (current as NSString).deletingLastPathComponent
        }
    }

    /// The path a diff names a file by, so that `git apply` run from `currentDirectory` finds
    /// it: relative to the git work tree's root when the file is inside one (git resolves
    /// patch paths from the root, whatever folder it runs in), else relative to `currentDirectory`.
    package static func patchPath(_ entry: Entry, currentDirectory: String) -> String {
        if let root = gitWorkTreeRoot(containing: currentDirectory), normalize(entry.absolutePath).hasPrefix(root == "/" ? "/" : root + "/") {
            return relative(entry.absolutePath, to: root)
        }
        return entry.displayPath
    }

    /// Reads a file's bytes, or a problem saying why it cannot be analysed (unreadable, a
    /// folder, not UTF-8).
    package static func read(_ entry: Entry) -> Result<[UInt8], SourceProblem> {
        let unreadable = SourceProblem(path: entry.displayPath, message: "cannot be read (permission denied?); file skipped")
        // open, fstat and read straight into the array: no `Data` and no copy of it.
        let descriptor = open(entry.absolutePath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(unreadable) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(unreadable) }
        if info.st_mode & S_IFMT == S_IFDIR {
            return .failure(SourceProblem(path: entry.displayPath, message: "is a folder; file skipped"))
        }
        let size = Int(info.st_size)
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size, let base = buffer.baseAddress {
                let count = systemRead(descriptor, base + initialized, size - initialized)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { failed = count < 0; return }
                initialized += count
            }
        }
        // A file that grew after fstat: the rest, to its end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk in
            while !failed {
                let count = systemRead(descriptor, chunk.baseAddress, chunk.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { failed = count < 0; break }
                bytes.append(contentsOf: chunk[..<count])
            }
        }
        if failed { return .failure(unreadable) }
        if let problem = SourceFile.decodingProblem(bytes) {
            return .failure(SourceProblem(path: entry.displayPath, message: problem))
        }
        return .success(bytes)
    }

    /// Replaces the file's contents atomically (temporary file in the same folder, then
    /// rename), keeping its permissions. Refuses when the file no longer holds `expected`
    /// (changed on disk since it was read).
    package static func write(_ bytes: [UInt8], to entry: Entry, expected: [UInt8]) -> SourceProblem? {
        let path = entry.absolutePath
        guard let current = FileManager.default.contents(atPath: path), [UInt8](current) == expected else {
            return SourceProblem(path: entry.displayPath, message: "changed on disk while statefix ran; not written")
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            return SourceProblem(path: entry.displayPath, message: "cannot be inspected; not written")
        }
        // A file without write permission is left alone, even for a user (root) who could write it.
        guard access(path, W_OK) == 0, info.st_mode & 0o222 != 0 else {
            return SourceProblem(path: entry.displayPath, message: "is read-only; not written")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array("\(folder)/.\(name).statefix-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            return SourceProblem(path: entry.displayPath, message: "cannot create a temporary file beside it (\(String(cString: strerror(errno)))); not written")
        }
        let temporary = String(cString: template)
        Interrupts.guardTemporary(template)
        defer { Interrupts.releaseTemporary() }
        var ok = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
        ok = ok && fchmod(descriptor, info.st_mode & 0o7777) == 0 && fsync(descriptor) == 0
        close(descriptor)
        if ok { ok = rename(temporary, path) == 0 }
        if !ok {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return SourceProblem(path: entry.displayPath, message: "could not be written (\(reason)); left unchanged")
        }
        return nil
    }
}
