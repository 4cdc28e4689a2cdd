import SwiftUI

struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            Shelf()
        }
        .environment(library)
    }
}
