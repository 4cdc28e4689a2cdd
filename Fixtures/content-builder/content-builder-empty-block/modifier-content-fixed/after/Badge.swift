import SwiftUI

struct Badge: View {
    @State private var showsSheet = false
    var body: some View {
        Text("Badge")
            .overlay { EmptyView() }
            .sheet(isPresented: $showsSheet) {
                EmptyView()
            }
            .onAppear {}
    }
}
