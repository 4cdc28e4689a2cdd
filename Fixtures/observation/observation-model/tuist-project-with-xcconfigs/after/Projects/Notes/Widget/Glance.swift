import SwiftUI

final class Glance: ObservableObject {
    @Published var lines: [String] = []
}
