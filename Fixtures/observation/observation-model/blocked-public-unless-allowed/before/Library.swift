import SwiftUI

public final class Library: ObservableObject {
    @Published public var books: [String] = []
    public init() {}
}

open class Catalog: ObservableObject {
    @Published open var items: [String] = []
    public init() {}
}
