import SwiftUI

// Apple's example (iOS 27 release notes): every stored property is private, and an
// extension calls the synthesized memberwise initializer.
struct StickerPageView: View {
    @State private var pageNumber: Int
    private var title: String

    var body: some View {
        Text("\(title) \(pageNumber)")
    }
}

extension StickerPageView {
    init(title: String) {
        // Start on the first page.
        self.init(pageNumber: 1, title: title) // the memberwise initializer
    }
}
