import SwiftUI

struct LibraryApp: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            Shelf()
        }
        .environmentObject(library)
    }
}
