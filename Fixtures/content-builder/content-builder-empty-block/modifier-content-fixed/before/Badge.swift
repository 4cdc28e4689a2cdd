import SwiftUI

struct Badge: View {
    @State private var showsSheet = false
    var body: some View {
        Text("Badge")
            .overlay {}
            .sheet(isPresented: $showsSheet) {
            }
            .onAppear {}
    }
}
