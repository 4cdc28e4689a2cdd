import SwiftUI

// A small app with one example of every shape statefix handles.
// Run `swift run statefix Fixtures/Demo` from the package root to see the findings and the diff.
@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            StickerPageView(page: Page(number: 1), title: "Stickers")
        }
    }
}

struct Page: Hashable {
    var number: Int
}
