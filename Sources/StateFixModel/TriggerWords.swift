/// The names of the frameworks statefix migrates (SwiftUI's wrappers and views, Combine's
/// `ObservableObject` and `@Published`) as trigger words (needles): declared once, here, so that
/// any family reads them by name and a new family that reads `@State` or `ObservableObject`
/// changes no other family's file. `CodeOrganizationTests` checks that a trigger word is
/// declared once. A word one family alone has reason to read (a pattern such as `Chart (` or
/// `TupleView<`) lives in its family file.
package enum TriggerWords {
    /// `@State`, as written on a declaration (the attribute, not `@StateObject`: the `state`
    /// family's needle context tells them apart).
    package static let state = "@State"
    /// `SwiftUI.State`, the qualified spelling of the same attribute.
    package static let qualifiedState = "SwiftUI.State"
    /// `@StateObject`: the `observation` family migrates it, the `observable` family replaces it
    /// where it holds an `@Observable` class.
    package static let stateObject = "StateObject"
    /// `@ObservedObject`.
    package static let observedObject = "ObservedObject"
    /// `@EnvironmentObject`.
    package static let environmentObject = "EnvironmentObject"
    /// Combine's `ObservableObject` protocol.
    package static let observableObject = "ObservableObject"
    /// Combine's `@Published`.
    package static let published = "Published"
    /// SwiftUI's `ForEach`: a content container for the `content-builder` family, a list whose
    /// rows may be keyed by position for the `observation` family.
    package static let forEach = "ForEach"
}
