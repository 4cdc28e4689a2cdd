import SwiftUI

@Observable
final class Library {
    var title = ""
}

/// One declaration per platform, in `#if` branches (kiwix-apple's `Kiwix` app): each reader
/// converts with its own uses.
#if os(iOS)
struct Shelf: View {
    @Environment(Library.self) var library: Library
    var body: some View { TextField("Title", text: Bindable(library).title) }
}
#else
struct Shelf: View {
    @Environment(Library.self) var library: Library
    var body: some View { Text(library.title) }
}
#endif

struct Root: View {
    @State private var library = Library()
    var body: some View { Shelf().environment(library) }
}
