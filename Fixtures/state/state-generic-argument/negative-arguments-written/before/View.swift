import SwiftUI

final class Store: ObservableObject {}

struct Box<Value> {
    var value: Value
}

// Generic types with their arguments, sugar, a non-@State wrapper and text in comments:
// nothing to do. (@State var x: Set = [] in a comment is not code.)
struct Fine: View {
    @State private var picked: Set<String> = ["all"]
    @State private var names: [String] = []
    @State private var box: Box<Int> = Box(value: 1)
    @State private var counts = [String: Int]()
    @StateObject private var store = Store()
    let note = "@State private var x: Set = []"

    var body: some View {
        Text(note)
    }
}
