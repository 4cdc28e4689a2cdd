import SwiftUI

struct Limit: View {
    @State private var limit: Optional<Int> = 10

    var body: some View {
        Text("\(limit ?? 0)")
    }
}
