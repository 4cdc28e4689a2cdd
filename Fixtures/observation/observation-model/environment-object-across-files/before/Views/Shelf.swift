import SwiftUI

struct Shelf: View {
    @EnvironmentObject private var library: Library

    var body: some View {
        VStack {
            Text(library.title)
            TextField("Title", text: $library.title)
        }
    }
}
