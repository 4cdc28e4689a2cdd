import SwiftUI

// Apple's example from the iOS 27 release notes / TN3211: the initial value in the
// declaration plus an assignment before the other stored properties.
struct StickerPageView: View {
    @State private var page: Page
    private var title: String

    init(page: Page, title: String) {
        self.title = title
        self.page = page
    }

    var body: some View {
        Text(title)
    }
}

struct Page {}
