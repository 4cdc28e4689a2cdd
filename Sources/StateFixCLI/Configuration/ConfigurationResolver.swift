import StateFixCore

/// The configuration of each file: `--config FILE` for all, else the nearest `.statefix.json`;
/// and the exclusions of both and of `--exclude`.
struct ConfigurationResolver {
    let explicit: Configuration?
    private let finder = ConfigurationFinder()
    private let options: CommandOptions
    private let currentDirectory: String

    init(options: CommandOptions, currentDirectory: String) throws {
        self.options = options
        self.currentDirectory = currentDirectory
        explicit = try options.config.map { path in
            do { return try Configuration.load(SwiftFiles.absolute(path, currentDirectory)) } catch let error as ConfigurationError {
                throw UsageError(message: error.message)
            }
        }
    }

    /// Errors met while looking for configuration files (the first one stops the run).
    var errors: [String] { finder.errors }

    func configuration(for absolute: String) -> Configuration? {
        explicit ?? finder.configuration(forFolder: SwiftFiles.parent(of: absolute))
    }

    func excludes(_ absolute: String) -> Bool {
        if configuration(for: absolute)?.excludes(absolute) == true { return true }
        if options.exclude.isEmpty { return false }
        let relative = SwiftFiles.relative(absolute, to: currentDirectory)
        return options.exclude.contains { Glob.matches($0, relative) }
    }
}
