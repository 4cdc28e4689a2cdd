import SwiftUI

struct UploadProgressView: View {
    @MainActor @State private var progress = 0.0
    @MainActor
    @State private var isCancelled = false

    var body: some View {
        VStack {
            ProgressView(value: progress)
            Button("Cancel") { isCancelled = true }
                .disabled(isCancelled)
        }
    }
}
