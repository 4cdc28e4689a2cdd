import SwiftUI

final class Library: ObservableObject {
    @Published var title = ""
}

/// One declaration per platform, in `#if` branches (kiwix-apple's `Kiwix` app): each reader
/// converts with its own uses.
#if os(iOS)
struct Shelf: View {
    @EnvironmentObject var library: Library
    var body: some View { TextField("Title", text: $library.title) }
}
#else
struct Shelf: View {
    @EnvironmentObject var library: Library
    var body: some View { Text(library.title) }
}
#endif

struct Root: View {
    @StateObject private var library = Library()
    var body: some View { Shelf().environmentObject(library) }
}
