import SwiftUI

struct ReorderHelp: View {
    static func name(fallback: String) -> String { fallback }

    let deckName: String
    @State private var help: String = """
        Drag a card to reorder it.
        \(Self.name(fallback: "Cards")) keeps your order.
        """

    init(deckName: String, help: String) {
        self.deckName = deckName
        self.help = help
    }

    init(deckName: String) {
        self.deckName = deckName
    }

    var body: some View {
        Text(help)
    }
}
