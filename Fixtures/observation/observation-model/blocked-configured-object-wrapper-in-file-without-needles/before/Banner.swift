import SwiftUI

struct ErrorBanner: View {
    @Injected({ ErrorHandler() }) var handler: ErrorHandler
    var body: some View { Text(handler.message ?? "") }
}
