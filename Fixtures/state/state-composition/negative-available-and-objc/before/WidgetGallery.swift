import SwiftUI

struct WidgetGallery: View {
    @available(iOS 17, *) @State private var selectedFamily = "small"
    @available(*, deprecated, message: "Use selectedFamily")
    @State private var legacySize = 0
    @objc @State private var showsPreview = true

    var body: some View {
        Picker("Size", selection: $selectedFamily) {
            Text("Small").tag("small")
            Text("Large").tag("large")
        }
    }
}
