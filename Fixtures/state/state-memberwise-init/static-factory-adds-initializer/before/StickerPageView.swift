import SwiftUI

// A static factory calls the memberwise initializer with `Self(…)`: no initializer to
// expand it in, so the one Swift synthesized is written out in the body.
struct StickerPageView: View {
    @State private var pageNumber: Int
    @State private var isEditing = false
    private var title: String
    private var subtitle: String?

    var body: some View {
        Text("\(title) \(pageNumber)")
    }
}

extension StickerPageView {
    static func cover(titled title: String) -> StickerPageView {
        Self(pageNumber: 0, title: title)
    }

    static var blank: StickerPageView {
        StickerPageView.init(pageNumber: 1, title: "", subtitle: "blank")
    }
}
