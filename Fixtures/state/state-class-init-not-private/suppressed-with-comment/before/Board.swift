import SwiftUI

final class BoardModel {}

struct Board: View {
    // Callers pass their own model through the memberwise initializer.
    // statefix:ignore-next-line state-class-init-not-private
    @State var model = BoardModel()

    var body: some View {
        Text("board")
    }
}
