import SwiftUI

struct TagList: View {
    let tags: [String]

    var body: some View {
        if #available(iOS 16.0, *) {
            FlowLayout {
                ForEach(tags, id: \.self) { Text($0) }
            }
            .padding()
        }
    }
}
