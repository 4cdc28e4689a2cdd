import SwiftUI

final class ErrorHandler: ObservableObject {
    @Published var message: String?
}
