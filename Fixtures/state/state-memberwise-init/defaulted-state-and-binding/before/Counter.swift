import SwiftUI

// An internal @State with an initial value is a defaulted parameter of the memberwise
// initializer. Assigning it through the setter would lose the value (SwiftUI ignores writes
// before the view is installed), so the storage is set.
struct Counter: View {
    let title: String
    @State var count = 0
    @Binding var isEditing: Bool

    var body: some View {
        Text("\(title) \(count)")
    }
}

extension Counter {
    init(title: String, start: Int) {
        self.init(title: title, count: start, isEditing: .constant(false))
    }
}
