import SwiftUI

struct Banner: View {
    var body: some View {
        Text("Banner")
            .background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
    }
}
