import StateFixCore

/// The body analysis of every initializer, built on first request for each and cached for the
/// pass (an analysis depends on its type's stored properties and members in every file).
package final class InitializerAnalyses: ModelIndex {
    private var cache: [Key: InitBodyAnalysis] = [:]

    private struct Key: Hashable {
        var initializer: ObjectIdentifier
        var type: ObjectIdentifier
    }

    package init(_ cache: IndexCache) {}

    /// The analysis of `initializer`'s body against `type`'s stored properties.
    package func analysis(of initializer: Initializer, in type: TypeDeclaration) -> InitBodyAnalysis {
        let key = Key(initializer: ObjectIdentifier(initializer), type: ObjectIdentifier(type))
        if let cached = cache[key] { return cached }
        let result = InitBodyAnalysis(initializer: initializer, type: type)
        cache[key] = result
        return result
    }
}
