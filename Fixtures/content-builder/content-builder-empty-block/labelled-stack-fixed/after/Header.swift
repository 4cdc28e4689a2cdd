import SwiftUI

struct Header: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) { EmptyView() }
    }
}
