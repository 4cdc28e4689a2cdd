import Foundation

/// Finds the nearest `.statefix.json` for each folder (cached).
final class ConfigurationFinder {
    private var cache: [String: Configuration?] = [:]
    private(set) var errors: [String] = []

    func configuration(forFolder folder: String) -> Configuration? {
        if let cached = cache[folder] { return cached }
        let candidate = folder + (folder.hasSuffix("/") ? "" : "/") + ".statefix.json"
        var result: Configuration?
        if FileManager.default.fileExists(atPath: candidate) {
            do { result = try Configuration.load(candidate) } catch let error as ConfigurationError {
                errors.append(error.message)
            } catch {}
        } else if folder != "/" {
            result = configuration(forFolder: SwiftFiles.parent(of: folder))
        }
        cache[folder] = result
        return result
    }
}
