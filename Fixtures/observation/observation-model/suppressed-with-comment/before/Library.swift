import SwiftUI

// statefix:ignore-next-line observation-model
final class Library: ObservableObject {
    @Published var books: [String] = []
}
