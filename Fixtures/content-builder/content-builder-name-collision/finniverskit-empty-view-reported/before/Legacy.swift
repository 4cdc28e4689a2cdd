import FinniversKit
import SwiftUI

struct Legacy: View {
    var body: some View {
        EmptyView()
    }
}
