import SwiftUI

public final class Library: ObservableObject {
    @Published public var books: [String] = []
    public init() {}
}
