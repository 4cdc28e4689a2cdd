import SwiftUI

final class StickerStore {
    var stickers: [String] = []
}

// Not private: with Xcode 27 `StickerStore()` still runs on every initialization of the view.
struct StickerBook: View {
    @State var store = StickerStore()
    @State private var page = 0

    var body: some View {
        Text("\(store.stickers.count) \(page)")
    }
}
