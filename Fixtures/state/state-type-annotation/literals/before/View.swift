import SwiftUI

struct Toolbar: View {
    @State private var count = 0
    @State private var opacity = 0.5
    @State private var title = "Inbox"
    @State private var isOn = true
    @State private var offset = -4

    var body: some View {
        Text("\(title) \(count) \(opacity) \(isOn) \(offset)")
    }
}
