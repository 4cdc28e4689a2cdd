import SwiftUI

// `Card()` in Deck.swift calls the init() Swift synthesizes: `selection` starts as nil
// (`State(wrappedValue: nil)`) and `title` has a value. The initializer written out for
// `Self(title:)` takes that init() away, so init() is written out too; `selection` is no
// parameter of the memberwise initializer (private, with a value).
struct Card: View {
    @State private var selection: Int?
    private var title = "Card"

    private init(title: String = "Card") {
        self.title = title
    }
    init() {}

    var body: some View {
        Text(title)
    }
}

extension Card {
    static func titled(_ title: String) -> Card {
        Self(title: title)
    }
}
