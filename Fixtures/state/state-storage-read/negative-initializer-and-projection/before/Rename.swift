import SwiftUI

struct Rename: View {
    @State private var draft: String
    @State private var count = 0
    let original: String

    init(original: String) {
        self.original = original
        _draft = State(initialValue: original)
    }

    var body: some View {
        TextField(original, text: $draft)
            .onAppear {
                let binding = $count
                binding.wrappedValue += 1
                let _count = 3
                print(_count)
            }
    }
}
