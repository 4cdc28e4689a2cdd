import SwiftUI

struct Box<Value> {
    var value: Value?
}

// The arguments are not certain from the text: reported with the line to edit.
struct Collections: View {
    @State private var picked: Set = Set(Self.defaultTags)
    @State private var tags = Set(Self.defaultTags)
    @State private var box = Box(value: 3)

    static let defaultTags = ["a", "b"]

    var body: some View {
        Text("\(picked.count) \(tags.count) \(box.value ?? 0)")
    }
}
