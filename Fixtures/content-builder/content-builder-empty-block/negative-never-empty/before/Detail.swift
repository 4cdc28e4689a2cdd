import SwiftUI

struct Detail: View {
    var body: some View {
        Group { EmptyView() }
        VStack {
            #if DEBUG
            Text("debug")
            #else
            Text("release")
            #endif
        }
        HStack {
            #if DEBUG
            Text("debug")
            #endif
            Spacer()
        }
    }
}
