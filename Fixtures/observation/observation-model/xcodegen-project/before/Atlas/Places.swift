import SwiftUI

final class Places: ObservableObject {
    @Published var names: [String] = []
}
