import SwiftUI

extension Tags {
    var content: some View {
        VStack {
            ForEach(self.tags.indices, id: \.self) { index in
                Text(tags[index])
            }
        }
    }
}
