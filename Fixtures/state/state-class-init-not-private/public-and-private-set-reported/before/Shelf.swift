import SwiftUI

public final class Library {
    public init() {}
}

public struct Shelf: View {
    // `private(set)` keeps the getter internal: still eager.
    @State private(set) var library = Library()
    @State public var archive = Library.init()

    public var body: some View {
        Text("shelf")
    }
}
