import SwiftUI

struct Rows: View {
    @Binding var names: [String]
    var body: some View {
        VStack {
            ForEach(Array(names.enumerated()), id: \.offset) { pair in
                Text("\(pair.offset): \(pair.element)")
            }
        }
    }
}
