/// What statefix counts as SwiftUI's `@State`: an attribute spelled exactly `State` or
/// `SwiftUI.State` (not `@StateObject`, not a custom `@Stateful`).
package enum StateAttribute {
    package static func matches(_ name: String) -> Bool { name == "State" || name == "SwiftUI.State" }
}
