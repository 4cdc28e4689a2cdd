import SwiftUI

final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var pushToken = ""
}

struct DeviceApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup { PushSettings() }
    }
}

struct PushSettings: View {
    @EnvironmentObject var appDelegate: AppDelegate
    var body: some View { Text(appDelegate.pushToken.isEmpty ? "No token" : appDelegate.pushToken) }
}
