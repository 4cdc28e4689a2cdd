import SwiftUI

struct RetryButton: View {
    @State private var attempts = 0
    let title: String

    init(title: String, previous: Int) {
        self.title = title
        if previous < 0 {
            var attempts = 0
            attempts = -previous
            print("negative history: \(attempts)")
        }
        attempts = max(previous, 0)
    }

    var body: some View {
        Button("\(title) (\(attempts))") { attempts += 1 }
    }
}
