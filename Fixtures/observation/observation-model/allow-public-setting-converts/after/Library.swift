import SwiftUI

@Observable
public final class Library {
    public var books: [String] = []
    public init() {}
}
