import SwiftUI

final class UIState: ObservableObject {
    @Published var selection: String?
}
