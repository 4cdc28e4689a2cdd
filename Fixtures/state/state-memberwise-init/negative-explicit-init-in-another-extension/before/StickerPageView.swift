import SwiftUI

struct StickerPageView: View {
    @State private var pageNumber: Int
    private var title: String

    var body: some View {
        Text("\(title) \(pageNumber)")
    }
}

extension StickerPageView {
    // Same labels as the memberwise initializer, another type: an explicit overload.
    init(pageNumber: Double, title: String) {
        self.title = title
        self.pageNumber = Int(pageNumber.rounded())
    }
}

extension StickerPageView {
    // Could call the explicit initializer above: left alone.
    init(title: String) {
        self.init(pageNumber: 1.5, title: title)
    }
}
