import SwiftUI

final class PillContext: ObservableObject {
    @Published var viewState = 0
}

struct PillView: View {
    @ObservedObject var context: PillContext
    var body: some View { Text("\(context.viewState)") }
}
