import SwiftUI

/// Migration note: this view used to declare `@State private var page = 0`
/// and assign `self.page = page` in its init.
struct PagerHint: View {
    // @State private var page = 0
    let page: Int
    let hint = "Write @State var page = 0 and then self.page = 1 in init(page:)"
    let snippet = """
        @State private var page: Int = 0
        init(page: Int) { self.page = page }
        """

    init(page: Int) {
        /* @State var page = 1 */
        self.page = page
    }

    var body: some View {
        Text("\(hint) \(page)")
    }
}
