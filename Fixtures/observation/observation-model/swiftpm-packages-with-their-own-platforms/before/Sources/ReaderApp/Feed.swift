import SwiftUI

final class Feed: ObservableObject {
    @Published var items: [String] = []
}
