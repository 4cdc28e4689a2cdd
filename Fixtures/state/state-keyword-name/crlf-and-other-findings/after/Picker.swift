import SwiftUI

struct Picker: View {
    let title: String
    @State private var `default`: Int

    init(title: String, start: Int) {
        self.title = title
        self.`default` = start
    }

    var body: some View {
        Text("\(title) \(`default`)")
    }
}
