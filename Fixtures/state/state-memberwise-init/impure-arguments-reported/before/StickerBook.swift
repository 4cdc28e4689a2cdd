import SwiftUI

func makeFirstPage() -> Int { 1 }
func loadTitle() -> String { "Stickers" }

// Putting the @State assignment last would run loadTitle() before makeFirstPage():
// reported, not reordered.
struct StickerBook: View {
    @State private var pageNumber: Int
    private var title: String

    var body: some View {
        Text("\(title) \(pageNumber)")
    }
}

extension StickerBook {
    init() {
        self.init(pageNumber: makeFirstPage(), title: loadTitle())
    }
}
