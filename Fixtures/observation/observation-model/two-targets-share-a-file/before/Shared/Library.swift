import SwiftUI

final class Library: ObservableObject {
    @Published var books: [String] = []
}
