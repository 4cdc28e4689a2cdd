import SwiftUI

// Without @State the memberwise initializer stays: nothing to do.
struct Tag: View {
    private var name: String
    private var color: Color

    var body: some View {
        Text(name).foregroundStyle(color)
    }
}

extension Tag {
    init(name: String) {
        self.init(name: name, color: .blue)
    }
}
