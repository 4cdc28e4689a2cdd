import SwiftUI

@propertyWrapper
struct InjectedObject<T: ObservableObject> {
    var wrappedValue: T
    init(_ make: () -> T) { wrappedValue = make() }
}

final class ErrorHandler: ObservableObject {
    @Published var message: String?
}

struct ErrorBanner: View {
    @InjectedObject({ ErrorHandler() }) var handler: ErrorHandler
    var body: some View { Text(handler.message ?? "") }
}
