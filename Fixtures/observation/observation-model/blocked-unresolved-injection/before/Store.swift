import SwiftUI

final class Store: ObservableObject {
    @Published var count = 0
}

func makeStore() -> Store { Store() }

struct CountView: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("\(store.count)") }
}

struct RootView: View {
    var body: some View { CountView().environmentObject(makeStore()) }
}
