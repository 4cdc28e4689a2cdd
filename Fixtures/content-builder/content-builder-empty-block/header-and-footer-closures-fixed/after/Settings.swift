import SwiftUI

struct Settings: View {
    var body: some View {
        Form {
            Section {
                EmptyView()
            } footer: {
                EmptyView()
            }
            Section(content: { EmptyView() }, header: { Text("About") })
        }
    }
}
