import SwiftUI

final class Journal: ObservableObject {
    @Published var entries: [String] = []
}
