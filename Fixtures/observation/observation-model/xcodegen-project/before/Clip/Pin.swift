import SwiftUI

final class Pin: ObservableObject {
    @Published var labels: [String] = []
}
