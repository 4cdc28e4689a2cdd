import SwiftUI

// state-default-and-init + state-init-order: Apple's example. With Xcode 27 this fails to
// build; today the initializer's page is kept only because it is assigned first.
struct StickerPageView: View {
    @State private var page: Page = Page(number: 0)
    private var title: String

    init(page: Page, title: String) {
        self.page = page
        self.title = title
    }

    var body: some View {
        Text("\(title) \(page.number)")
    }
}
