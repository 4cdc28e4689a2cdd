import SwiftUI

struct ReorderHelp: View {
    static func name(fallback: String) -> String { fallback }

    let deckName: String
    @State private var help: String

    init(deckName: String, help: String) {
        self.deckName = deckName
        self.help = help
    }

    init(deckName: String) {
        self.deckName = deckName
        self.help = """
        Drag a card to reorder it.
        \(Self.name(fallback: "Cards")) keeps your order.
        """
    }

    var body: some View {
        Text(help)
    }
}
