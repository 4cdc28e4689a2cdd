import SwiftUI

// `Card(title:)` in Deck.swift calls the memberwise initializer Swift made internal: the
// @State properties below it are private or fileprivate and have a value (`nil` for the
// optional), so they are no parameters and do not lower its access. The initializer written
// out for `Self(title:)` keeps it internal: a private one would break Deck.swift.
struct Card: View {
    @State private var flipped = false
    @State private var selection: Int?
    @State fileprivate var zoomed = false
    var title: String

    var body: some View {
        Text(flipped ? title : "?")
    }
}

extension Card {
    static func titled(_ title: String) -> Card {
        Self(title: title)
    }
}
