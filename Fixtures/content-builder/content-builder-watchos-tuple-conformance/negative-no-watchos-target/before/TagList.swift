import SwiftUI

struct TagList: View {
    let tags: [String]
    var trailingView: some View { Text("more") }

    var body: some View {
        if #available(iOS 16.0, *) {
            FlowLayout {
                ForEach(tags, id: \.self) { Text($0) }
                trailingView
            }
        } else {
            VStack { ForEach(tags, id: \.self) { Text($0) } }
        }
    }
}
