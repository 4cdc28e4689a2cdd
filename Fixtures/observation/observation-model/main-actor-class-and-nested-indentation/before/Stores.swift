import SwiftUI

enum Stores {
    @MainActor final class Downloads: ObservableObject, Identifiable {
        @Published var progress = 0.0
        let id = 1
    }

    @MainActor
    class Uploads: ObservableObject {
        @Published var queued = 0
    }
}

struct DownloadsView: View {
    @ObservedObject var downloads: Stores.Downloads
    @ObservedObject var uploads: Stores.Uploads
    var body: some View { Text("\(downloads.progress) \(uploads.queued)") }
}
