import SwiftUI

struct Tags: View {
    @State var tags: [String] = []
    var body: some View { content }
}
