/// What statefix counts as SwiftUI's `@State`: an attribute spelled exactly `State` or
/// `SwiftUI.State` (not `@StateObject`, not a custom `@Stateful`).
package enum StateAttribute {
    package static func matches(_ name: String) -> Bool { name == "State" || name == "SwiftUI.State" }

    /// How code that initializes `property`'s storage names the `State` type: as its attribute
    /// does (`SwiftUI.State` for `@SwiftUI.State`, which a module writes where its own `State`
    /// shadows SwiftUI's; else `State`, which the attribute shows resolves there).
    package static func spelling(for property: StoredProperty) -> String {
        property.attributes.first { matches($0.name) }?.name ?? "State"
    }
}
