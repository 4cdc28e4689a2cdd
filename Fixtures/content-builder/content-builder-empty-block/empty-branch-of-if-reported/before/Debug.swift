import SwiftUI

struct Debug: View {
    var body: some View {
        ZStack {
            #if DEBUG
            #endif
        }
    }
}
