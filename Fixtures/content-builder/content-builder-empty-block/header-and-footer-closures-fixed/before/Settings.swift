import SwiftUI

struct Settings: View {
    var body: some View {
        Form {
            Section {
            } footer: {
            }
            Section(content: {}, header: { Text("About") })
        }
    }
}
