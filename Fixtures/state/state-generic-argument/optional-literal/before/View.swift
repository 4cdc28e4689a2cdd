import SwiftUI

struct Limit: View {
    @State private var limit: Optional = 10

    var body: some View {
        Text("\(limit ?? 0)")
    }
}
