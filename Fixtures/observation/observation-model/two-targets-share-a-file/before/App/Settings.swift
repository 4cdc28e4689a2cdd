import SwiftUI

final class Settings: ObservableObject {
    @Published var names: [String] = []
}
