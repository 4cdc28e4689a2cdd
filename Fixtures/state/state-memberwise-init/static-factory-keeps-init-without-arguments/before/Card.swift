import SwiftUI

// `Self(title:)` calls the memberwise initializer, which Xcode 27's @State macro removes;
// `Card()` in Deck.swift calls the init() Swift synthesizes while every stored property has
// a value. The initializer written out for the first takes the second away, so init() is
// written out too, with the access Swift gave it.
struct Card: View {
    @State private var flipped = false
    private var title = "Card"

    var body: some View {
        Text(flipped ? title : "?")
    }
}

extension Card {
    static func titled(_ title: String) -> Card {
        Self(title: title)
    }
}
