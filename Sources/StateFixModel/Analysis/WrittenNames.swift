import StateFixCore

/// The SwiftUI and Observation names that fixes write, spelled so that the code's own
/// declarations cannot capture them: a module with its own `struct Environment` (a common
/// dependency container, `var Current = Environment()`) gets `@SwiftUI.Environment(Model.self)`,
/// a view with a nested `enum State` gets `@SwiftUI.State`.
///
/// A declaration shadows a name for code in a type when it is at file level in any file
/// (`TypeIndex.fileLevelNames`: types, protocols, type aliases, functions), or a type of that
/// name nested in that type or in a type around it. Not seen: a nested `typealias` or protocol,
/// and names from other modules (`content-builder-name-collision` reads the imports for those).
package struct WrittenNames {
    /// The module each written name comes from.
    package static let modules: [String: String] = [
        "Environment": "SwiftUI", "EnvironmentValues": "SwiftUI", "Entry": "SwiftUI", "State": "SwiftUI", "Bindable": "SwiftUI",
        "EmptyView": "SwiftUI", "Group": "SwiftUI", "TupleView": "SwiftUI", "TupleContent": "SwiftUI", "AnyView": "SwiftUI",
        "Observable": "Observation", "ObservationIgnored": "Observation",
    ]

    let types: TypeIndex

    package init(_ types: TypeIndex) { self.types = types }

    /// `name` (a key of `modules`), or `Module.name` when a declaration of the files named
    /// `name` is visible from code inside `owner` (a qualified type name; nil at file level).
    package func spelling(of name: String, at owner: String?) -> String {
        isShadowed(name, at: owner) ? "\(Self.modules[name] ?? "SwiftUI").\(name)" : name
    }

    package func isShadowed(_ name: String, at owner: String?) -> Bool {
        if types.isDeclaredAtFileLevel(name) { return true }
        var scope = owner.map { $0.split(separator: ".").map(String.init) } ?? []
        while !scope.isEmpty {
            if !types.types(named: (scope + [name]).joined(separator: ".")).isEmpty { return true }
            scope.removeLast()
        }
        return false
    }

    /// Brings in, for a rule that writes `names`, the files that declare one of them, so that
    /// `TypeIndex` holds those declarations: for each file where `applies` says the rule may
    /// write, the names (the prefilter scans declaration headers for them, without parsing).
    package static func follower(id: String, names: Set<String>, applies: @escaping @Sendable (SourceFile) -> Bool) -> NameFollower {
        NameFollower(id: id, needles: []) { file in applies(file) ? names : [] }
    }
}
