import SwiftUI

final class AppModel {}

// An App is created about once per process: eager creation costs nothing there.
struct StickersApp: App {
    @State var model = AppModel()

    var body: some Scene {
        WindowGroup {
            Text("stickers")
        }
    }
}
