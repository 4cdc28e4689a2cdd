import SwiftUI

final class Archive: ObservableObject {
    @Published var entries: [String] = []
}
