import SwiftUI

struct Shelf: View {
    @Environment(Library.self) private var library: Library

    var body: some View {
        VStack {
            Text(library.title)
            TextField("Title", text: Bindable(library).title)
        }
    }
}
