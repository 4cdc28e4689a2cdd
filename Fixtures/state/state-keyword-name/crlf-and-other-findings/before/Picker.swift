import SwiftUI

struct Picker: View {
    let title: String
    @State private var `default`: Int = 0

    init(title: String, start: Int) {
        self.title = title
        self.`default` = start
    }

    var body: some View {
        Text("\(title) \(`default`)")
    }
}
