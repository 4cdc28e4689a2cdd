import SwiftUI

struct Toolbar: View {
    @State private var count: Int = 0
    @State private var opacity: Double = 0.5
    @State private var title: String = "Inbox"
    @State private var isOn: Bool = true
    @State private var offset: Int = -4

    var body: some View {
        Text("\(title) \(count) \(opacity) \(isOn) \(offset)")
    }
}
