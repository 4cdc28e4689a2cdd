/// Trigger words (needles) that the readings, followers or index facts of more than one family
/// declare: each is declared once, here, and every needle set that holds it refers to this
/// constant (`CodeOrganizationTests` checks that a trigger word is declared once). A word one
/// family alone uses lives in its family file.
package enum TriggerWords {
    /// `@StateObject`: the `observation` family migrates it, the `observable` family replaces it
    /// where it holds an `@Observable` class.
    package static let stateObject = "StateObject"
    /// SwiftUI's `ForEach`: a content container for the `content-builder` family, a list whose
    /// rows may be keyed by position for the `observation` family.
    package static let forEach = "ForEach"
}
