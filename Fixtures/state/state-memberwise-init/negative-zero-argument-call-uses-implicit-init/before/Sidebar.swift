import SwiftUI

struct Sidebar: View {
    var body: some View {
        Pane()
    }
}
