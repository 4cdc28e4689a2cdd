import SwiftUI

enum Stores {
    @MainActor @Observable
    final class Downloads: Identifiable {
        var progress = 0.0
        let id = 1
    }

    @MainActor
    @Observable
    class Uploads {
        var queued = 0
    }
}

struct DownloadsView: View {
    var downloads: Stores.Downloads
    var uploads: Stores.Uploads
    var body: some View { Text("\(downloads.progress) \(uploads.queued)") }
}
