import SwiftUI

// The ForEach is in an extension; the @Binding it iterates is declared in another file.
extension Tags: View {
    var body: some View {
        ForEach(tags.indices, id: \.self) { i in Text(tags[i]) }
    }
}
