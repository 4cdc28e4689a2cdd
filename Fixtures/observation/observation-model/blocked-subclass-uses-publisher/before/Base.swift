import SwiftUI
import Combine

class BaseModel: ObservableObject {
    @Published var isLoading = false
}
