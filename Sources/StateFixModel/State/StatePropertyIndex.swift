import StateFixCore

/// Every `@State` stored property of the run's types, with its type, in file then source order.
package final class StatePropertyIndex: ModelIndex {
    package let properties: [(type: TypeDeclaration, property: StoredProperty)]
    /// The types that declare at least one `@State` property.
    package let types: [TypeDeclaration]

    package static var fileFacts: [FileFactsKind] { TypeIndex.fileFacts }

    package init(_ cache: IndexCache) {
        let all = cache.get(TypeIndex.self).types
        properties = all.flatMap { type in type.stateProperties.map { (type, $0) } }
        types = all.filter { !$0.stateProperties.isEmpty }
    }
}
